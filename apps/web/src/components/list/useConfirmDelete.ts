import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { label } from '../fleet/format';

interface Options {
  title: string;
  /** The question: of one named row, or of `ids.length` rows. */
  content: (ids: number[], name?: string) => string;
  okText?: string;
  api: { remove: (id: number) => Promise<unknown>; removeMany: (ids: number[]) => Promise<unknown> };
  /** After the rows are gone (reload, clear the selection). */
  done: (ids: number[]) => unknown;
}

/** A list's delete: asks first, removes one row or many, says so, then `done`. */
export function useConfirmDelete({ title, content, okText, api, done }: Options) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  return (ids: number[], name?: string) =>
    modal.confirm({
      title,
      content: content(ids, name),
      okText: okText ?? t('fleet.delete'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await (ids.length === 1 ? api.remove(ids[0]!) : api.removeMany(ids));
        void message.success(label('common.deleteSuccess'));
        await done(ids);
      },
    });
}
