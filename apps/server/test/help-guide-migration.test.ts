import { describe, expect, it } from 'vitest';
import { GUIDE_ZH } from '../src/db/migrations/0036_help_guide.ts';
import { GUIDE_ZH_RENAMED } from '../src/db/migrations/0073_help_guide_zh_names.ts';
import { openTestDatabase, TEST_DB, testMigrator } from './harness.ts';

const BEFORE = '0072_engine_step_indexes';
const RENAMED = '0073_help_guide_zh_names';

describe(`migration ${RENAMED} (${TEST_DB})`, () => {
  const zhGuide = (db: Awaited<ReturnType<typeof openTestDatabase>>['db']) =>
    db
      .selectFrom('help_articles')
      .select(['id', 'body'])
      .where('lang', '=', 'zh')
      .where('kind', '=', 'document')
      .executeTakeFirstOrThrow();

  it('names the menu and the buttons in the seeded zh guide as the console does', async () => {
    const handle = await openTestDatabase();
    try {
      const m = await testMigrator(handle.db);
      expect((await m.migrateTo(RENAMED)).error).toBeUndefined();
      const { body } = await zhGuide(handle.db);
      expect(body).toBe(GUIDE_ZH_RENAMED);
      for (const old of ['个人中心', '控制面板', '**租用**', '→ 导入**']) expect(body).not.toContain(old);
      for (const name of ['**用户中心 → 充值明细**', '控制台', '**租用设备**', '→ 导入 TXT**'])
        expect(body).toContain(name);
    } finally {
      await handle.close();
    }
  });

  it('leaves a guide the admin edited as the admin wrote it', async () => {
    const handle = await openTestDatabase();
    try {
      const m = await testMigrator(handle.db);
      expect((await m.migrateTo(BEFORE)).error).toBeUndefined();
      const seeded = await zhGuide(handle.db);
      expect(seeded.body).toBe(GUIDE_ZH);
      const edited = `${GUIDE_ZH}\n\n个人中心 一词由管理员保留。`;
      await handle.db
        .updateTable('help_articles')
        .set({ body: edited })
        .where('id', '=', seeded.id)
        .execute();
      expect((await m.migrateTo(RENAMED)).error).toBeUndefined();
      expect((await zhGuide(handle.db)).body).toBe(edited);
    } finally {
      await handle.close();
    }
  });
});
