import type { MigrationDb } from '../kind.ts';
import { now } from '../kind.ts';

/**
 * The built-in getting-started guide (/help/document), one per console
 * language, and the update log's first entry. The admin edits or deletes them
 * like any article.
 */
export const GUIDE_EN = `Welcome to ReelFleet. This guide walks through a first day, in the order the work depends on.

## 1. Points

Everything that costs something is paid in points: device rental, registrations, task actions, fan collection. The current prices are on **Help Center → Product Pricing**. Your points come from your agent: **User Center → Recharge Details** shows who to contact and every recharge you received.

## 2. Rent devices

Open **Device Management → Device List** and choose **Rent devices**: how many cloud phones and for how many months (1 to 12). The rent is charged at once; renew a device from its row before its end date. Devices close to their end date are counted on the Control Panel.

## 3. Group them

**Device Management → Group Management**: create groups (for example one per client or per region) and move devices into them. Tasks and bulk login choose devices by group.

## 4. Import accounts

**Account Management → Account List → Import TXT**: a TXT file (at most 1 MB), one account per line as \`account|password\`. Passwords are stored encrypted and never shown again.

## 5. Tag them

**Account Management → Tag Management**: create tags and put accounts under them. Every task picks its accounts by tag, so a tag is the unit you run work on.

## 6. Log in

**Device Management → Bulk Login**: choose a device group and account tags; each account is signed in on a free device of the group. An account that is not logged in is skipped by tasks.

## 7. Run tasks

The task screens (**Task Management**, **Account Tasks**, **Video Publish**) are wizards: choose accounts by tag, the targets, the pacing, then submit. Before you submit, the wizard shows what the task will cost; the points are held when the task starts, each successful action is charged, and the rest is released when the task ends. Open a task to follow its live log; stop it at any time.

## 8. Read the ledger

**User Center → Recharge Details** lists every recharge and refund; **Consumption Details** lists every charge with quantity, unit price and the balance after it. The balance on the Control Panel is always the sum of these entries.

Questions? The contact button on the right edge of every screen lists our support contacts and hours. Our staff will never ask for your account password.
`;

export const GUIDE_ZH = `欢迎使用 ReelFleet。本指南按工作的先后顺序，带你走完第一天。

## 1. 点数

所有收费项目都以点数结算：设备租赁、注册、任务动作、粉丝采集。当前价格见 **帮助中心 → 产品价格**。点数由你的代理充值：**个人中心 → 充值明细** 会显示代理的联系方式和每一笔充值。

## 2. 租用设备

打开 **设备管理 → 设备列表**，点击 **租用**：选择云手机数量和租期（1 至 12 个月）。租金立即扣除；到期前可在设备所在行续费。控制面板会统计即将到期的设备。

## 3. 设备分组

**设备管理 → 分组管理**：创建分组（例如按客户或地区），把设备移入分组。任务和批量登录都按分组选择设备。

## 4. 导入账号

**账号管理 → 账号列表 → 导入**：TXT 文件（不超过 1 MB），每行一个账号，格式为 \`账号|密码\`。密码加密保存，之后不再显示。

## 5. 给账号打标签

**账号管理 → 标签管理**：创建标签并把账号归入标签。每个任务都按标签选择账号，标签就是你运行任务的单位。

## 6. 登录账号

**设备管理 → 批量登录**：选择设备分组和账号标签，每个账号会登录到该分组中的一台空闲设备。未登录的账号会被任务跳过。

## 7. 运行任务

任务页面（**任务管理**、**账号任务**、**视频发布**）都是分步向导：按标签选择账号、选择目标、设置节奏，然后提交。提交前向导会显示任务费用；任务开始时冻结点数，每个成功的动作扣费，任务结束时退回剩余点数。打开任务可查看实时日志，随时可以停止。

## 8. 查看账本

**个人中心 → 充值明细** 列出每一笔充值和退款；**消费明细** 列出每一笔扣费，包括数量、单价和扣费后的余额。控制面板上的余额始终等于这些记录之和。

有问题？每个页面右侧的联系按钮列出了客服联系方式和服务时间。我们的工作人员绝不会向你索要账号密码。
`;

const LOG_EN = `- Help centre: getting-started guide, update log and system announcements, written by the administrator in Markdown.
- New announcements reach every user as a system notification.
- The contact dialog shows the contacts and support hours the administrator sets.
- Agent back end: recharge your users from your balance, recharge orders with voucher and remarks, extra invitation codes.
- Administration: users (create, disable, reset password, level and roles), prices for new work, system-wide figures.`;

const LOG_ZH = `- 帮助中心：快速入门、更新日志和系统公告，由管理员用 Markdown 编写。
- 新公告会以系统通知发送给每位用户。
- 联系我们弹窗显示管理员设置的联系方式和服务时间。
- 代理后台：从自己的余额为用户充值，充值订单含凭证和备注，可创建额外邀请码。
- 系统管理：用户（创建、停用、重置密码、等级和角色）、新任务的价格、全站数据。`;

export async function up(db: MigrationDb): Promise<void> {
  const at = now();
  const row = (kind: string, title: string, body: string, lang: string) => ({
    kind,
    title,
    body,
    lang,
    author_id: null,
    created_at: at,
    updated_at: at,
  });
  await db
    .insertInto('help_articles')
    .values([
      row('document', 'Getting started', GUIDE_EN, 'en'),
      row('document', '快速入门', GUIDE_ZH, 'zh'),
      row('log', 'Help centre, agent and admin back ends', LOG_EN, 'en'),
      row('log', '帮助中心、代理后台与系统管理', LOG_ZH, 'zh'),
    ])
    .execute();
}
