import { type AccountLineReason, accountKey, parseAccountLine } from '@reelfleet/contract';
import { accountsApi } from '../../api/account';

/** What a login TXT holds (spec 5: one account|password a line). */
export interface LoginFile {
  file: File;
  /** Distinct accounts of the valid lines, in file order. */
  accounts: string[];
  rejected: { line: number; reason: AccountLineReason; max?: number }[];
}

export function parseLoginText(text: string): Omit<LoginFile, 'file'> {
  const seen = new Set<string>();
  const accounts: string[] = [];
  const rejected: LoginFile['rejected'] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .forEach((line, i) => {
      if (!line.trim()) return;
      const parsed = parseAccountLine(line);
      if (!parsed.ok) {
        rejected.push({ line: i + 1, reason: parsed.reason, max: parsed.max });
        return;
      }
      const key = accountKey(parsed.account);
      if (seen.has(key)) return;
      seen.add(key);
      accounts.push(parsed.account);
    });
  return { accounts, rejected };
}

const SCAN_PAGE = 200;
const LOOKUPS_AT_ONCE = 8;

/**
 * Ids of the file's accounts after the import: the newly imported ones are the
 * newest of the workspace (read a few pages newest first), the ones the
 * workspace already had are looked up by account. The server's import answer
 * carries no ids (reported to the engine and fleet areas), hence this.
 */
export async function resolveAccountIds(accounts: readonly string[], imported: number): Promise<number[]> {
  const wanted = new Set(accounts.map(accountKey));
  const found = new Map<string, number>();
  const pages = Math.ceil(imported / SCAN_PAGE) + 1;
  for (let pageNo = 1; pageNo <= pages && found.size < wanted.size; pageNo++) {
    const page = await accountsApi.list({}, { pageNo, pageSize: SCAN_PAGE });
    for (const row of page.list) {
      const key = accountKey(row.account);
      if (wanted.has(key)) found.set(key, row.id);
    }
    if (page.list.length < SCAN_PAGE) break;
  }
  const rest = accounts.filter((a) => !found.has(accountKey(a)));
  for (let i = 0; i < rest.length; i += LOOKUPS_AT_ONCE) {
    await Promise.all(
      rest.slice(i, i + LOOKUPS_AT_ONCE).map(async (account) => {
        const page = await accountsApi.list({ account }, { pageNo: 1, pageSize: 10 });
        const row = page.list.find((r) => accountKey(r.account) === accountKey(account));
        if (row) found.set(accountKey(account), row.id);
      }),
    );
  }
  return [...found.values()];
}
