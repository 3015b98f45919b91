import type { AccountListBody } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { accountsApi } from '../../../api/account';
import { TASKS_KEY } from '../queryKeys';

/**
 * Which accounts under the tags a task will use, counted with the account
 * list's filters (a task plans exactly these, docs/engine.md):
 * - login: every account but those banned or already online;
 * - act (maintenance, like): accounts bound to a device and not banned.
 * Each account carries one tag, so the sums over tags count no one twice.
 */
export type AccountPurpose = 'login' | 'act';

const COUNT_PAGE = { pageNo: 1, pageSize: 10 } as const;
const count = async (body: AccountListBody) => (await accountsApi.list(body, COUNT_PAGE)).total;

async function countUnderTag(labelId: number, purpose: AccountPurpose): Promise<number> {
  if (purpose === 'login') {
    const [all, online, banned] = await Promise.all([
      count({ labelId }),
      count({ labelId, status: 'online' }),
      count({ labelId, status: 'banned' }),
    ]);
    return all - online - banned;
  }
  const [all, unbound, banned, bannedUnbound] = await Promise.all([
    count({ labelId }),
    count({ labelId, deviceId: null }),
    count({ labelId, status: 'banned' }),
    count({ labelId, status: 'banned', deviceId: null }),
  ]);
  return all - unbound - (banned - bannedUnbound);
}

export function useTagAccounts(labelIds: readonly number[] | undefined, purpose: AccountPurpose) {
  const ids = [...new Set(labelIds ?? [])].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: [TASKS_KEY, 'tagAccounts', purpose, ids],
    queryFn: async () =>
      (await Promise.all(ids.map((id) => countUnderTag(id, purpose)))).reduce((a, b) => a + b, 0),
    enabled: ids.length > 0,
  });
  /** Undefined until tags are chosen and counted. */
  const count = ids.length > 0 ? query.data : undefined;
  return { count, loading: ids.length > 0 && query.isFetching };
}
