import { describe, expect, it } from 'vitest';
import { GUIDE_EN } from '../src/db/migrations/0036_help_guide.ts';
import { GUIDE_EN_LINKED, GUIDE_ZH_LINKED } from '../src/db/migrations/0083_help_guide_links.ts';
import { GUIDE_EN_WORDS } from '../src/db/migrations/0086_help_guide_words.ts';
import { renderMarkdown } from '../src/modules/help/markdown.ts';
import { openTestDatabase, TEST_DB, testMigrator } from './harness.ts';

const BEFORE = '0077_account_usernames';
const LINKED = '0083_help_guide_links';
const STEPS = ['rent', 'import', 'tag', 'task'];

describe(`migration ${LINKED} (${TEST_DB})`, () => {
  const guide = (db: Awaited<ReturnType<typeof openTestDatabase>>['db'], lang: string) =>
    db
      .selectFrom('help_articles')
      .select(['id', 'body'])
      .where('lang', '=', lang)
      .where('kind', '=', 'document')
      .executeTakeFirstOrThrow();

  it('the seeded guide’s steps link to their screens and dialogs, in both languages', async () => {
    const handle = await openTestDatabase();
    try {
      const m = await testMigrator(handle.db);
      expect((await m.migrateTo(LINKED)).error).toBeUndefined();
      const en = (await guide(handle.db, 'en')).body;
      const zh = (await guide(handle.db, 'zh')).body;
      expect(en).toBe(GUIDE_EN_LINKED);
      expect(zh).toBe(GUIDE_ZH_LINKED);
      for (const body of [en, zh]) {
        const html = renderMarkdown(body);
        for (const step of STEPS) expect(html).toContain(`href="/dashboard?open=${step}"`);
        for (const screen of [
          '/devices/list',
          '/devices/group',
          '/account/list',
          '/account/tags',
          '/user/finance',
        ])
          expect(html).toContain(`href="${screen}"`);
        // A console path opens in the console: no new tab.
        expect(html).not.toContain('target="_blank"');
      }
    } finally {
      await handle.close();
    }
  });

  it('leaves a guide the admin edited as the admin wrote it', async () => {
    const handle = await openTestDatabase();
    try {
      const m = await testMigrator(handle.db);
      expect((await m.migrateTo(BEFORE)).error).toBeUndefined();
      const seeded = await guide(handle.db, 'en');
      expect(seeded.body).toBe(GUIDE_EN);
      const edited = `${GUIDE_EN}\nKept as the admin wrote it.`;
      await handle.db
        .updateTable('help_articles')
        .set({ body: edited })
        .where('id', '=', seeded.id)
        .execute();
      expect((await m.migrateTo(LINKED)).error).toBeUndefined();
      expect((await guide(handle.db, 'en')).body).toBe(edited);
    } finally {
      await handle.close();
    }
  });
});

describe(`migration 0086_help_guide_words (${TEST_DB})`, () => {
  it('the seeded English guide says Batch Login, as the menu does; an edited guide is left alone', async () => {
    const handle = await openTestDatabase();
    try {
      const m = await testMigrator(handle.db);
      expect((await m.migrateTo(LINKED)).error).toBeUndefined();
      await handle.db
        .insertInto('help_articles')
        .values({
          lang: 'en',
          kind: 'document',
          title: 'Edited copy',
          body: GUIDE_EN_LINKED.replace('Tasks', 'Jobs'),
          author_id: null,
          created_at: '2026-01-01 00:00:00',
          updated_at: '2026-01-01 00:00:00',
        })
        .execute();
      expect((await m.migrateTo('0086_help_guide_words')).error).toBeUndefined();
      const bodies = await handle.db
        .selectFrom('help_articles')
        .select(['title', 'body'])
        .where('lang', '=', 'en')
        .where('kind', '=', 'document')
        .execute();
      const seeded = bodies.find((b) => b.title !== 'Edited copy')!.body;
      expect(seeded).toBe(GUIDE_EN_WORDS);
      expect(seeded).toContain('[**Device Management → Batch Login**](/devices/batchlogin)');
      expect(seeded).toContain('Tasks and batch login choose devices by group');
      expect(seeded).not.toMatch(/bulk/i);
      expect(bodies.find((b) => b.title === 'Edited copy')!.body).toContain('Bulk Login');
    } finally {
      await handle.close();
    }
  });
});
