import {
  CONTACT_KEYS,
  type ContactSettings,
  type ContactSettingsBody,
  DEFAULT_HOURS_END,
  DEFAULT_HOURS_START,
  type HelpAddBody,
  type HelpAnnounceResult,
  type HelpArticle,
  type HelpQueryBody,
  type HelpUpdateBody,
  type Lang,
  type Page,
  type PageQuery,
} from '@reelfleet/contract';
import { sql } from 'kysely';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/index.ts';
import { now } from '../../db/kind.ts';
import { fetchPage } from '../../db/page.ts';
import type { HelpArticleRow } from '../../db/tables/staff.ts';
import { auditBefore } from '../../http/audit-record.ts';
import { renderMarkdown } from './markdown.ts';

export function toHelpArticle(row: HelpArticleRow): HelpArticle {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    lang: row.lang as HelpArticle['lang'],
    html: renderMarkdown(row.body),
    createTime: row.created_at,
    updateTime: row.updated_at,
  };
}

export function listArticles(
  db: Db,
  lang: Lang,
  page: PageQuery,
  body: HelpQueryBody,
): Promise<Page<HelpArticle>> {
  const q = db.selectFrom('help_articles').where('kind', '=', body.kind).where('lang', 'in', ['', lang]);
  return fetchPage(
    db,
    q,
    page,
    (f) => f.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
    toHelpArticle,
  );
}

/**
 * A new article. An announcement reaches every active user but the admin as a
 * notification of type system, in the same transaction: published means notified.
 */
export async function addArticle(db: Db, authorId: number, body: HelpAddBody): Promise<HelpAnnounceResult> {
  return db.transaction().execute(async (trx) => {
    const at = now();
    const row = await trx
      .insertInto('help_articles')
      .values({
        kind: body.kind,
        title: body.title,
        body: body.body,
        author_id: authorId,
        created_at: at,
        updated_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const notified = body.kind === 'notice' ? await announce(trx, body.title, at) : 0;
    return { ...toHelpArticle(row), notified };
  });
}

/** One system notification per active non-admin user, and their unread counts, in two statements. */
async function announce(trx: Db, title: string, at: string): Promise<number> {
  const inserted = await sql<{ user_id: number }>`
    insert into notifications (user_id, type, message, mark, read_at, deleted_at, created_at)
    select id, 'system', ${title}, null, null, null, ${at}
    from users where status = 'active' and user_type <> 'admin'
    returning user_id`.execute(trx);
  if (inserted.rows.length === 0) return 0;
  await sql`
    insert into inbox_counts (user_id, unread, read)
    select id, 1, 0 from users where status = 'active' and user_type <> 'admin'
    on conflict (user_id) do update set unread = inbox_counts.unread + 1`.execute(trx);
  return inserted.rows.length;
}

export async function updateArticle(db: Db, body: HelpUpdateBody): Promise<HelpArticle> {
  const changes: { title?: string; body?: string; lang?: string; updated_at: string } = { updated_at: now() };
  if (body.lang !== undefined) changes.lang = body.lang;
  if (body.title !== undefined) changes.title = body.title;
  if (body.body !== undefined) changes.body = body.body;
  await keepArticleBefore(db, body.id);
  const row = await db
    .updateTable('help_articles')
    .set(changes)
    .where('id', '=', body.id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound();
  return toHelpArticle(row);
}

/** The article as it was, for the audit entry (its text is left out: it can be long); 404 when there is none. */
async function keepArticleBefore(db: Db, id: number): Promise<void> {
  const was = await db
    .selectFrom('help_articles')
    .select(['id', 'kind', 'lang', 'title'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!was) throw notFound();
  auditBefore(was);
}

export async function deleteArticle(db: Db, id: number): Promise<{ id: number }> {
  await keepArticleBefore(db, id);
  const row = await db.deleteFrom('help_articles').where('id', '=', id).returning('id').executeTakeFirst();
  if (!row) throw notFound();
  return { id: row.id };
}

const CONTACT_SETTING = 'contact';

export async function getContact(db: Db): Promise<ContactSettings> {
  const row = await db
    .selectFrom('site_settings')
    .selectAll()
    .where('name', '=', CONTACT_SETTING)
    .executeTakeFirst();
  const stored = row ? (JSON.parse(row.value) as Partial<ContactSettingsBody>) : {};
  const handles = Object.fromEntries(CONTACT_KEYS.map((k) => [k, stored[k] ?? ''])) as Record<
    (typeof CONTACT_KEYS)[number],
    string
  >;
  return {
    ...handles,
    hoursStart: stored.hoursStart ?? DEFAULT_HOURS_START,
    hoursEnd: stored.hoursEnd ?? DEFAULT_HOURS_END,
    updateTime: row?.updated_at ?? null,
  };
}

export async function setContact(db: Db, body: ContactSettingsBody): Promise<ContactSettings> {
  const { updateTime: _, ...was } = await getContact(db);
  auditBefore(was);
  const at = now();
  await db
    .insertInto('site_settings')
    .values({ name: CONTACT_SETTING, value: JSON.stringify(body), updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: JSON.stringify(body), updated_at: at }))
    .execute();
  return getContact(db);
}
