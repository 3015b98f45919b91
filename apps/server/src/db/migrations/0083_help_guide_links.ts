import type { MigrationDb } from '../kind.ts';
import { GUIDE_EN } from './0036_help_guide.ts';
import { GUIDE_ZH_RENAMED } from './0073_help_guide_zh_names.ts';

/**
 * The getting-started guide's steps link to their screens, and the steps done in a dialog to that
 * dialog on the control panel (`/dashboard?open=<step>`, its getting-started checklist). The
 * console opens a console path in place (help/ArticleBody).
 */
const LINKS_EN: [string, string][] = [
  ['**Help Center → Product Pricing**', '[**Help Center → Product Pricing**](/help/price)'],
  ['**User Center → Recharge Details**', '[**User Center → Recharge Details**](/user/finance)'],
  [
    'Open **Device Management → Device List** and choose **Rent devices**',
    'Open [**Device Management → Device List**](/devices/list) and choose [**Rent devices**](/dashboard?open=rent)',
  ],
  ['**Device Management → Group Management**', '[**Device Management → Group Management**](/devices/group)'],
  [
    '**Account Management → Account List → Import TXT**',
    '[**Account Management → Account List**](/account/list) → [**Import TXT**](/dashboard?open=import) (it offers sample accounts the simulator accepts)',
  ],
  [
    '**Account Management → Tag Management**',
    '[**Account Management → Tag Management**](/account/tags) (or [tag the accounts without a tag](/dashboard?open=tag))',
  ],
  [
    '**Device Management → Bulk Login**',
    '[**Device Management → Bulk Login**](/devices/batchlogin) (or [run a first batch login](/dashboard?open=task))',
  ],
  ['**Consumption Details**', '[**Consumption Details**](/user/consume)'],
];

const LINKS_ZH: [string, string][] = [
  ['**帮助中心 → 产品价格**', '[**帮助中心 → 产品价格**](/help/price)'],
  ['**用户中心 → 充值明细**', '[**用户中心 → 充值明细**](/user/finance)'],
  [
    '打开 **设备管理 → 设备列表**，点击 **租用设备**',
    '打开 [**设备管理 → 设备列表**](/devices/list)，点击 [**租用设备**](/dashboard?open=rent)',
  ],
  ['**设备管理 → 分组管理**', '[**设备管理 → 分组管理**](/devices/group)'],
  [
    '**账号管理 → 账号列表 → 导入 TXT**',
    '[**账号管理 → 账号列表**](/account/list) → [**导入 TXT**](/dashboard?open=import)（提供模拟平台可登录的示例账号）',
  ],
  [
    '**账号管理 → 标签管理**',
    '[**账号管理 → 标签管理**](/account/tags)（或[给还没有标签的账号打标签](/dashboard?open=tag)）',
  ],
  [
    '**设备管理 → 批量登录**',
    '[**设备管理 → 批量登录**](/devices/batchlogin)（或[运行第一个批量登录](/dashboard?open=task)）',
  ],
  ['**消费明细**', '[**消费明细**](/user/consume)'],
];

const linked = (text: string, links: [string, string][]) =>
  links.reduce((out, [from, to]) => out.replaceAll(from, to), text);

export const GUIDE_EN_LINKED = linked(GUIDE_EN, LINKS_EN);
export const GUIDE_ZH_LINKED = linked(GUIDE_ZH_RENAMED, LINKS_ZH);

/** Only a guide still as seeded changes: one the admin edited is theirs. */
export async function up(db: MigrationDb): Promise<void> {
  for (const [lang, from, to] of [
    ['en', GUIDE_EN, GUIDE_EN_LINKED],
    ['zh', GUIDE_ZH_RENAMED, GUIDE_ZH_LINKED],
  ] as const) {
    await db
      .updateTable('help_articles')
      .set({ body: to })
      .where('lang', '=', lang)
      .where('kind', '=', 'document')
      .where('body', '=', from)
      .execute();
  }
}
