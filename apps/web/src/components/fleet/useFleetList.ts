import type { Page } from '@reelfleet/contract';
import { useTranslation } from '../../i18n/useTranslation';
import type { PageState } from '../list/pageState';
import { useConfirmDelete } from '../list/useConfirmDelete';
import { type PageAnchor, usePagedList } from '../list/usePagedList';
import { FLEET_KEY, useFleetRefresh } from './queries';

interface Options<F, R> {
  /** The list's query key; by default [FLEET_KEY, texts]. */
  key?: readonly unknown[];
  api: {
    list: (filter: F, page: PageState & PageAnchor) => Promise<Page<R>>;
    remove: (id: number) => Promise<unknown>;
    removeMany: (ids: number[]) => Promise<unknown>;
  };
  /**
   * The catalogue section of the delete question (e.g. 'proxies'): its `deleteTitle`, then
   * `deleteOne` (a named row) or `deleteMany` (`count` rows), followed by `deleteNote` when the
   * section has one. `deleteTitle`/`deleteContent` below, when given, say otherwise.
   */
  texts?: string;
  /** The delete question's title, and its text for one named row or for `ids.length` rows. */
  deleteTitle?: string;
  deleteContent?: (ids: number[], name?: string) => string;
  deleteOk?: string;
  /** After a delete, before the reload (e.g. close a drawer that showed a deleted row). */
  onDeleted?: (ids: number[]) => void;
  /** The list pages by key (see usePagedList). */
  keyset?: boolean;
  /** Reload every so often while its rows are in a passing state (see usePagedList). */
  pollMs?: (page: Page<R> | undefined) => number | false;
  /** The event stream tells this list's changes (see usePagedList). */
  pushed?: boolean;
}

/**
 * A fleet screen's list and its changes: `remove` asks and deletes (the rows
 * leave the selection), `done` follows a batch action (a selection it worked
 * on is cleared), `saved` closes a dialog; each reloads every fleet list.
 */
export function useFleetList<F extends object, R extends { id: number }>({
  key,
  api,
  texts,
  deleteTitle,
  deleteContent,
  deleteOk,
  onDeleted,
  keyset,
  pollMs,
  pushed,
}: Options<F, R>) {
  const { t, i18n } = useTranslation();
  const list = usePagedList<F, R>({
    key: key ?? [FLEET_KEY, texts],
    fetch: api.list,
    keyset,
    pollMs,
    pushed,
  });
  const refresh = useFleetRefresh();
  const remove = useConfirmDelete({
    title: deleteTitle ?? t(`${texts}.deleteTitle`),
    content:
      deleteContent ??
      ((ids, name) => {
        const what = name
          ? t(`${texts}.deleteOne`, { name })
          : t(`${texts}.deleteMany`, { count: ids.length });
        return i18n.exists(`${texts}.deleteNote`) ? `${what} ${t(`${texts}.deleteNote`)}` : what;
      }),
    okText: deleteOk,
    api,
    done: (ids) => {
      list.deselect(ids);
      onDeleted?.(ids);
      return refresh();
    },
  });
  return {
    list,
    refresh,
    remove,
    done: (ids?: number[]) => {
      if (ids === list.selected) list.clearSelection();
      return refresh();
    },
    saved: (close: () => void) => () => {
      close();
      void refresh();
    },
  };
}
