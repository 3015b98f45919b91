import type { Lang } from '../common/constants.ts';
import { translate } from '../common/messages.ts';
import { TAG_KIND_LABELS, TAG_ROUTE_BASES } from '../tags/constants.ts';
import { AUDIT_LOGIN_FAILED } from './constants.ts';

/**
 * What each audited action did, in words (the audit screen's Action column; docs/audit.md): one
 * short label a write endpoint, by `METHOD path` as the entry names it. actions.test.ts checks
 * that every write endpoint of the contract has one, and no other.
 */
type Words = readonly [en: string, zh: string];

const WORDS: Record<string, Words> = {
  [AUDIT_LOGIN_FAILED]: ['Wrong password', '密码错误'],
  'POST /user/add': ['Register', '注册'],
  'POST /user/login': ['Log in', '登录'],
  'POST /vue-element-admin/user/logout': ['Log out', '退出登录'],
  'POST /user/session/exchange': ['Open a session from a link', '通过链接登录'],
  'POST /user/session/logoutAll': ['Log out everywhere', '退出所有登录'],
  'POST /user/info/update': ['Edit profile', '修改个人资料'],
  'POST /user/info/password': ['Change password', '修改密码'],
  'POST /user/info/avatar': ['Change avatar', '更换头像'],
  'POST /system/message/read/:id': ['Mark notification read', '标记通知已读'],
  'POST /system/message/readAll': ['Mark all notifications read', '全部通知标为已读'],
  'POST /system/message/delete/:id': ['Delete notification', '删除通知'],
  'POST /system/message/deleteAll': ['Delete read notifications', '删除已读通知'],
  'POST /system/message/send': ['Send notification', '发送通知'],
  'POST /admin/user/add': ['Create user', '新建用户'],
  'PUT /admin/user/update': ['Edit user', '修改用户'],
  'POST /admin/user/recharge': ['Recharge user', '为用户充值'],
  'POST /admin/user/password': ["Set user's password", '重置用户密码'],
  'PUT /admin/price/update': ['Change price', '修改价格'],
  'POST /agent/user/recharge': ['Recharge user', '为用户充值'],
  'POST /agent/code/add': ['Add invitation code', '新增邀请码'],
  'PUT /agent/code/update': ['Enable or disable invitation code', '启用或停用邀请码'],
  'PUT /agent/contact/update': ['Edit agent contact', '修改代理联系方式'],
  'POST /admin/help/add': ['Publish help article', '发布帮助文章'],
  'PUT /admin/help/update': ['Edit help article', '修改帮助文章'],
  'DELETE /admin/help/delete/:id': ['Delete help article', '删除帮助文章'],
  'PUT /admin/contact/update': ['Edit contact settings', '修改联系方式'],
  'POST /user/division/add': ['Add staff member', '新增员工'],
  'PUT /user/division/update': ['Edit staff member', '修改员工'],
  'POST /user/division/department/add': ['Add department', '新增部门'],
  'PUT /user/division/department/update': ['Edit department', '修改部门'],
  'DELETE /user/division/department/delete/:id': ['Delete department', '删除部门'],
  'POST /service/message/reply': ['Reply in conversation', '回复会话'],
  'PUT /service/conversation/assign': ['Assign conversations', '分配会话'],
  'PUT /service/settings/update': ['Switch auto-reply', '切换自动回复'],
  'POST /service/rule/add': ['Add auto-reply rule', '新增自动回复规则'],
  'PUT /service/rule/update': ['Edit auto-reply rule', '修改自动回复规则'],
  'DELETE /service/rule/delete/:id': ['Delete auto-reply rule', '删除自动回复规则'],
  'POST /service/statistics': ['Read service statistics', '查看客服统计'],
  'POST /device/info/add': ['Rent devices', '租用设备'],
  'POST /device/info/renew': ['Renew devices', '续费设备'],
  'PUT /device/info/update': ['Edit device', '修改设备'],
  'PUT /device/info/proxy': ["Set devices' network", '设置设备网络'],
  'PUT /device/info/tag': ['Tag devices', '设置设备标签'],
  'DELETE /device/info/delete/:id': ['Return device', '退还设备'],
  'DELETE /device/info/deletes': ['Return devices', '批量退还设备'],
  'POST /device/group/add': ['Create device group', '新建设备分组'],
  'PUT /device/group/update': ['Edit device group', '修改设备分组'],
  'DELETE /device/group/delete/:id': ['Delete device group', '删除设备分组'],
  'DELETE /device/group/deletes': ['Delete device groups', '批量删除设备分组'],
  'PUT /device/group/move': ['Move devices to group', '移动设备到分组'],
  'PUT /device/group/tag': ['Tag device groups', '设置分组标签'],
  'POST /proxy/info/add': ['Add proxies', '新增代理'],
  'PUT /proxy/info/update': ['Edit proxy', '修改代理'],
  'PUT /proxy/info/tag': ['Tag proxies', '设置代理标签'],
  'DELETE /proxy/info/delete/:id': ['Delete proxy', '删除代理'],
  'DELETE /proxy/info/deletes': ['Delete proxies', '批量删除代理'],
  'POST /account/fans/look/:id': ['Mark followers seen', '标记粉丝已查看'],
  'POST /account/info/upload': ['Import accounts', '导入账号'],
  'POST /account/info/add': ['Add account', '新增账号'],
  'PUT /account/info/update': ['Edit account', '修改账号'],
  'PUT /account/info/bind': ['Bind accounts to device', '绑定账号到设备'],
  'PUT /account/info/tag': ['Tag accounts', '设置账号标签'],
  'DELETE /account/info/delete/:id': ['Delete account', '删除账号'],
  'DELETE /account/info/deletes': ['Delete accounts', '批量删除账号'],
  'POST /resource/material/add': ['Add text materials', '新增文本素材'],
  'POST /resource/material/upload': ['Upload material', '上传素材'],
  'PUT /resource/material/update': ['Edit material', '修改素材'],
  'DELETE /resource/material/delete/:id': ['Delete material', '删除素材'],
  'DELETE /resource/material/deletes': ['Delete materials', '批量删除素材'],
  'PUT /resource/fans/tag': ['Tag fans', '设置粉丝标签'],
  'DELETE /resource/fans/delete/:id': ['Delete fan', '删除粉丝'],
  'DELETE /resource/fans/deletes': ['Delete fans', '批量删除粉丝'],
  'POST /resource/account/upload': ['Import reserve accounts', '导入账号资源'],
  'POST /resource/account/add': ['Add reserve account', '新增账号资源'],
  'PUT /resource/account/tag': ['Tag reserve accounts', '设置账号资源标签'],
  'PUT /resource/account/move': ['Move reserve accounts to account list', '移入账号列表'],
  'DELETE /resource/account/delete/:id': ['Delete reserve account', '删除账号资源'],
  'DELETE /resource/account/deletes': ['Delete reserve accounts', '批量删除账号资源'],
  'DELETE /task/info/delete/:id': ['Delete task', '删除任务'],
  'DELETE /task/info/deletes': ['Delete tasks', '批量删除任务'],
  'PUT /task/info/reschedule': ['Change publish time', '更改发布时间'],
  'POST /user/token/add': ['Create access token', '创建访问令牌'],
  'POST /user/token/revoke/:id': ['Revoke access token', '撤销访问令牌'],
  'POST /task/info/pause/:id': ['Pause task', '暂停任务'],
  'POST /task/info/resume/:id': ['Resume task', '恢复任务'],
  'POST /task/info/stop/:id': ['Stop task', '停止任务'],
  'POST /tiktok/api/online/user/signup': ['Create sign-up task', '创建注册任务'],
  'POST /tiktok/api/online/user/business': ['Create business account task', '创建企业号任务'],
  'POST /tiktok/api/online/user/profile': ['Create profile edit task', '创建修改资料任务'],
  'POST /tiktok/api/online/maintenance': ['Create nurture task', '创建养号任务'],
  'POST /tiktok/api/online/user/login': ['Create batch login task', '创建批量登录任务'],
  'POST /resource/gather/add': ['Create fans gathering task', '创建粉丝采集任务'],
  'POST /tiktok/api/online/comment/save': ['Create save task', '创建收藏任务'],
  'POST /tiktok/api/online/view': ['Create view task', '创建播放任务'],
  'POST /tiktok/api/online/user/follow': ['Create follow task', '创建关注任务'],
  'POST /tiktok/api/online/send/message': ['Create message task', '创建私信任务'],
  'POST /tiktok/api/online/comment/publish': ['Create comment task', '创建评论任务'],
  'POST /tiktok/api/online/post/create': ['Create video post task', '创建发布视频任务'],
  'POST /tiktok/api/online/comment/like': ['Create like task', '创建点赞任务'],
  'POST /job/add': ['Schedule recurring task', '新建定时任务'],
  'PUT /job/update': ['Edit recurring task', '修改定时任务'],
  'POST /job/pause/:id': ['Pause recurring task', '暂停定时任务'],
  'POST /job/resume/:id': ['Resume recurring task', '恢复定时任务'],
  'DELETE /job/delete/:id': ['Delete recurring task', '删除定时任务'],
};

/** Each tag kind's four writes, named by the kind ("Device tags: add"). */
const TAG_VERBS: Record<string, Words> = {
  'POST /add': ['Add', '新增'],
  'PUT /update': ['Rename', '重命名'],
  'DELETE /delete/:id': ['Delete', '删除'],
  'DELETE /deletes': ['Delete several', '批量删除'],
};

function tagWords(action: string, lang: Lang): string | undefined {
  for (const [kind, base] of Object.entries(TAG_ROUTE_BASES)) {
    const [method, path = ''] = action.split(' ');
    if (!path.startsWith(`${base}/`)) continue;
    const verb = TAG_VERBS[`${method} ${path.slice(base.length)}`];
    if (!verb) return undefined;
    const what = translate(TAG_KIND_LABELS[kind as keyof typeof TAG_ROUTE_BASES], lang);
    return lang === 'zh' ? `${what}：${verb[1]}` : `${what}: ${verb[0].toLowerCase()}`;
  }
  return undefined;
}

/** The words of an audited action (`METHOD /path` or `login.failed`) in `lang`; undefined for one not named here. */
export function auditActionWords(action: string, lang: Lang): string | undefined {
  const words = WORDS[action];
  return words ? words[lang === 'zh' ? 1 : 0] : tagWords(action, lang);
}

/** The tables an entry's target names (`devices #3, #4; device_groups #1`), in words. */
const TARGET_WORDS: Record<string, Words> = {
  tags: ['Tags', '标签'],
  device_groups: ['Device groups', '设备分组'],
  devices: ['Devices', '设备'],
  proxies: ['Proxies', '代理'],
  accounts: ['Accounts', '账号'],
  resource_fans: ['Fans', '粉丝'],
  resource_accounts: ['Reserve accounts', '账号资源'],
  tasks: ['Tasks', '任务'],
  task_jobs: ['Recurring tasks', '定时任务'],
  notifications: ['Notifications', '通知'],
  users: ['Users', '用户'],
  invite_codes: ['Invitation codes', '邀请码'],
  materials: ['Materials', '素材'],
  departments: ['Departments', '部门'],
  service_conversations: ['Conversations', '会话'],
  service_rules: ['Auto-reply rules', '自动回复规则'],
  prices: ['Prices', '价格'],
  access_tokens: ['Access tokens', '访问令牌'],
};

/** An entry's target with each table named in words: `Devices #3, #4; Device groups #1`. */
export function auditTargetWords(target: string, lang: Lang): string {
  return target
    .split('; ')
    .map((part) => {
      const space = part.indexOf(' ');
      const words = TARGET_WORDS[space < 0 ? part : part.slice(0, space)];
      return words && space > 0 ? `${words[lang === 'zh' ? 1 : 0]} ${part.slice(space + 1)}` : part;
    })
    .join('; ');
}

/**
 * How the request ended. An entry is written only with a change that committed, or for a wrong
 * password (docs/audit.md): the first answered 200, the second was refused (400, or 429 when it
 * started a wait).
 */
export function auditSucceeded(action: string): boolean {
  return action !== AUDIT_LOGIN_FAILED;
}
