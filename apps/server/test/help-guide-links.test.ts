import { describe, expect, it } from 'vitest';
import { GUIDE_EN } from '../src/db/migrations/0036_help_guide.ts';
import { GUIDE_EN_LINKED, GUIDE_ZH_LINKED } from '../src/db/migrations/0083_help_guide_links.ts';
import { GUIDE_EN_WORDS } from '../src/db/migrations/0086_help_guide_words.ts';
import { renderMarkdown } from '../src/modules/help/markdown.ts';
import { TEST_DB } from './harness.ts';
import { expectEditedGuideKept, guideOf } from './help-guide.ts';
import { atMigration } from './migration-db.ts';

const BEFORE = '0077_account_usernames';
const LINKED = '0083_help_guide_links';
const WORDS = '0086_help_guide_words';
const STEPS = ['rent', 'import', 'tag', 'task'];

describe(`migration ${LINKED} (${TEST_DB})`, () => {
  it('the seeded guide’s steps link to their screens and dialogs, in both languages', () =>
    atMigration(LINKED, async (db) => {
      const en = (await guideOf(db, 'en')).body;
      const zh = (await guideOf(db, 'zh')).body;
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
    }));

  it('leaves a guide the admin edited as the admin wrote it', () =>
    expectEditedGuideKept({ before: BEFORE, migration: LINKED, lang: 'en', seeded: GUIDE_EN }));
});

describe(`migration ${WORDS} (${TEST_DB})`, () => {
  it('the seeded English guide says Batch Login, as the menu does', () =>
    atMigration(WORDS, async (db) => {
      const { body } = await guideOf(db, 'en');
      expect(body).toBe(GUIDE_EN_WORDS);
      expect(body).toContain('[**Device Management → Batch Login**](/devices/batchlogin)');
      expect(body).toContain('Tasks and batch login choose devices by group');
      expect(body).not.toMatch(/bulk/i);
    }));

  it('leaves a guide the admin edited as the admin wrote it', () =>
    expectEditedGuideKept({ before: LINKED, migration: WORDS, lang: 'en', seeded: GUIDE_EN_LINKED }));
});
