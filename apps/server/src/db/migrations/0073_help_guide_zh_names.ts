import type { MigrationDb } from '../kind.ts';
import { GUIDE_ZH } from './0036_help_guide.ts';

/** Names in the seeded zh guide that the console spells otherwise (the menu, the buttons). */
const RENAMED: [string, string][] = [
  ['**个人中心 → 充值明细**', '**用户中心 → 充值明细**'],
  ['控制面板', '控制台'],
  ['点击 **租用**', '点击 **租用设备**'],
  ['**账号管理 → 账号列表 → 导入**', '**账号管理 → 账号列表 → 导入 TXT**'],
];

export const GUIDE_ZH_RENAMED = RENAMED.reduce((text, [from, to]) => text.replaceAll(from, to), GUIDE_ZH);

/**
 * The zh getting-started guide names the menu and the buttons as the console shows them. Only a
 * guide still as seeded changes: one the admin edited is theirs.
 */
export async function up(db: MigrationDb): Promise<void> {
  await db
    .updateTable('help_articles')
    .set({ body: GUIDE_ZH_RENAMED })
    .where('lang', '=', 'zh')
    .where('kind', '=', 'document')
    .where('body', '=', GUIDE_ZH)
    .execute();
}
