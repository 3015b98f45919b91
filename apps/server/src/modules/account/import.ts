import {
  accountKey,
  IMPORT_REPORT_MAX_LINES,
  type ImportReport,
  type Lang,
  parseAccountLine,
  takesName,
  translate,
  UPLOAD_LIMITS,
} from '@reelfleet/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.ts';
import { ok } from '../../core/envelope.ts';
import { AppError, fieldError } from '../../core/errors.ts';
import { insertChunked } from '../../db/ids.ts';
import type { Db } from '../../db/index.ts';
import type { NewAccount } from '../../db/tables/fleet.ts';
import { isUniqueViolation } from '../../db/unique.ts';
import { receiveFile } from '../../http/upload.ts';
import { requireWorkspace } from '../../http/workspace.ts';
import type { SecretBox } from '../../lib/secrets.ts';
import type { AuthContext } from '../auth/session.ts';
import { assertLabel } from '../tags/service.ts';
import { importedAccount } from './service.ts';

const LOOKUP_CHUNK = 900;

/**
 * Reads the one file of a multipart upload: at most UPLOAD_LIMITS.txtBytes
 * (else 413), a `.txt` name and text content (else 415). Text is UTF-8
 * (with or without a BOM) or UTF-16 with a BOM, as Windows Notepad saves it;
 * invalid UTF-8 or a NUL byte means it is not text.
 */
export async function receiveTxt(req: FastifyRequest): Promise<string> {
  const file = await receiveFile(req, UPLOAD_LIMITS.txtBytes, 'account.fileTooLarge');
  if (file === undefined) throw fieldError('file', 'account.fileRequired');
  const text = takesName('txt', file.name) ? decodeText(file.bytes) : null;
  if (text === null) throw new AppError(415, 'account.fileNotTxt');
  return text;
}

export function decodeText(bytes: Buffer): string | null {
  const [a, b, c] = bytes;
  let encoding = 'utf-8';
  let start = 0;
  if (a === 0xef && b === 0xbb && c === 0xbf) start = 3;
  else if (a === 0xff && b === 0xfe) [encoding, start] = ['utf-16le', 2];
  else if (a === 0xfe && b === 0xff) [encoding, start] = ['utf-16be', 2];
  try {
    const text = new TextDecoder(encoding, { fatal: true, ignoreBOM: true }).decode(bytes.subarray(start));
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

/**
 * Where imported accounts go: the fleet (default), or another table of
 * `account|password` rows with the same key column (the resource area's
 * reserve accounts), each row built by `row`.
 */
export interface ImportTarget {
  table: 'accounts' | 'resource_accounts';
  row(workspaceId: number, account: string, sealed: string, labelId: number | null, at: string): object;
}
const FLEET: ImportTarget = { table: 'accounts', row: importedAccount };

interface Candidate {
  line: number;
  account: string;
  password: string;
  key: string;
}

/**
 * Imports `account|password` lines into the workspace and reports every line
 * that was not imported: rejected (with the reason) or a duplicate (of an
 * earlier line, or of an account the workspace has). The accepted accounts
 * are written in one transaction, all or none.
 */
export async function importAccounts(
  db: Db,
  secrets: SecretBox,
  input: { workspaceId: number; text: string; labelId: number | null; at: string; lang: Lang },
  into: ImportTarget = FLEET,
): Promise<ImportReport> {
  // Both tables have the columns read here; the rows are the target's own.
  const table = into.table as 'accounts';
  const { workspaceId, lang } = input;
  const report: ImportReport = {
    lines: 0,
    accepted: 0,
    duplicateCount: 0,
    rejectedCount: 0,
    duplicates: [],
    rejected: [],
    truncated: false,
  };
  const note = <T>(list: T[], entry: T) => {
    if (list.length < IMPORT_REPORT_MAX_LINES) list.push(entry);
    else report.truncated = true;
  };
  const firstLineOf = new Map<string, number>();
  const candidates: Candidate[] = [];
  input.text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    if (raw.trim() === '') return;
    const line = index + 1;
    report.lines++;
    const parsed = parseAccountLine(raw);
    if (!parsed.ok) {
      report.rejectedCount++;
      note(report.rejected, { line, reason: parsed.reason, message: translate(parsed.reason, lang, parsed) });
      return;
    }
    const key = accountKey(parsed.account);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      report.duplicateCount++;
      const message = translate('account.line.duplicateInFile', lang, { first });
      note(report.duplicates, { line, account: parsed.account, where: 'file', firstLine: first, message });
      return;
    }
    firstLineOf.set(key, line);
    candidates.push({ line, account: parsed.account, password: parsed.password, key });
  });
  if (report.lines === 0) throw fieldError('file', 'account.fileEmpty');

  const sealed = candidates.map((c) => secrets.seal(c.password));
  try {
    await db.transaction().execute(async (trx) => {
      const existing = new Set<string>();
      for (let i = 0; i < candidates.length; i += LOOKUP_CHUNK) {
        const rows = await trx
          .selectFrom(table)
          .select('account_key')
          .where('workspace_id', '=', workspaceId)
          .where(
            'account_key',
            'in',
            candidates.slice(i, i + LOOKUP_CHUNK).map((c) => c.key),
          )
          .execute();
        for (const row of rows) existing.add(row.account_key);
      }
      const fresh = candidates.flatMap((c, i) => {
        if (!existing.has(c.key)) {
          return [into.row(workspaceId, c.account, sealed[i]!, input.labelId, input.at) as NewAccount];
        }
        report.duplicateCount++;
        const message = translate('account.line.duplicateExisting', lang);
        note(report.duplicates, {
          line: c.line,
          account: c.account,
          where: 'workspace',
          firstLine: null,
          message,
        });
        return [];
      });
      await insertChunked(trx, table, fresh);
      report.accepted = fresh.length;
    });
  } catch (error) {
    // Another upload added one of these accounts after our look: nothing was written.
    if (isUniqueViolation(error)) throw new AppError(409, 'account.importConflict');
    throw error;
  }
  report.duplicates.sort((x, y) => x.line - y.line);
  return report;
}

/**
 * The whole of an upload route: the tag (of `tagKind`) checked, the TXT read,
 * its lines imported into `into`, the report answered with its counts.
 */
export async function uploadAccounts(
  ctx: Pick<AppContext, 'db' | 'secrets' | 'clock'>,
  req: FastifyRequest & { query: { labelId?: number | undefined } },
  auth: AuthContext,
  tagKind: 'account' | 'accountResource',
  into: ImportTarget = FLEET,
) {
  const workspaceId = requireWorkspace(auth);
  const labelId = req.query.labelId ?? null;
  await assertLabel(ctx.db, tagKind, labelId, workspaceId);
  const text = await receiveTxt(req);
  const lang = req.lang;
  const report = await importAccounts(
    ctx.db,
    ctx.secrets,
    { workspaceId, text, labelId, at: ctx.clock.iso(), lang },
    into,
  );
  const counts = {
    accepted: report.accepted,
    duplicates: report.duplicateCount,
    rejected: report.rejectedCount,
  };
  return ok(report, translate('account.uploadSuccess', lang, counts));
}
