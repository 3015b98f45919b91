import { describe, expect, it } from 'vitest';
import { GUIDE_ZH } from '../src/db/migrations/0036_help_guide.ts';
import { GUIDE_ZH_RENAMED } from '../src/db/migrations/0073_help_guide_zh_names.ts';
import { TEST_DB } from './harness.ts';
import { expectEditedGuideKept, guideOf } from './help-guide.ts';
import { atMigration } from './migration-db.ts';

const BEFORE = '0072_engine_step_indexes';
const RENAMED = '0073_help_guide_zh_names';

describe(`migration ${RENAMED} (${TEST_DB})`, () => {
  it('names the menu and the buttons in the seeded zh guide as the console does', () =>
    atMigration(RENAMED, async (db) => {
      const { body } = await guideOf(db, 'zh');
      expect(body).toBe(GUIDE_ZH_RENAMED);
      for (const old of ['个人中心', '控制面板', '**租用**', '→ 导入**']) expect(body).not.toContain(old);
      for (const name of ['**用户中心 → 充值明细**', '控制台', '**租用设备**', '→ 导入 TXT**'])
        expect(body).toContain(name);
    }));

  it('leaves a guide the admin edited as the admin wrote it', () =>
    expectEditedGuideKept({ before: BEFORE, migration: RENAMED, lang: 'zh', seeded: GUIDE_ZH }));
});
