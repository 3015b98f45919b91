// Generated from the contract by endpoints.test.ts; do not edit. After a contract change:
// `npx vitest run --project web apps/web/src/api/endpoints.test.ts -u` rewrites it.
// Method, path, multipart and idempotent of each endpoint, without its zod schemas: the console calls
// through these (call.ts), typed by the contract's declarations (RoutesOf).
import type * as contract from '@reelfleet/contract';
import type { RoutesOf } from './route';

export const accountEndpoints: RoutesOf<typeof contract.accountEndpoints> = {
  fans: { method: 'GET', path: '/account/fans/:id' },
  fansLook: { method: 'POST', path: '/account/fans/look/:id' },
  followers: { method: 'GET', path: '/account/fans/followers/:id' },
  list: { method: 'POST', path: '/account/info/queryList' },
  upload: { method: 'POST', path: '/account/info/upload', multipart: true, idempotent: true },
  add: { method: 'POST', path: '/account/info/add', idempotent: true },
  detail: { method: 'GET', path: '/account/info/detail/:id' },
  update: { method: 'PUT', path: '/account/info/update' },
  bind: { method: 'PUT', path: '/account/info/bind' },
  tag: { method: 'PUT', path: '/account/info/tag' },
  remove: { method: 'DELETE', path: '/account/info/delete/:id' },
  removeMany: { method: 'DELETE', path: '/account/info/deletes' },
};

export const accountResourceEndpoints: RoutesOf<typeof contract.accountResourceEndpoints> = {
  list: { method: 'POST', path: '/resource/account/queryList' },
  upload: { method: 'POST', path: '/resource/account/upload', multipart: true, idempotent: true },
  add: { method: 'POST', path: '/resource/account/add', idempotent: true },
  tag: { method: 'PUT', path: '/resource/account/tag' },
  move: { method: 'PUT', path: '/resource/account/move' },
  exportText: { method: 'POST', path: '/resource/account/export' },
  remove: { method: 'DELETE', path: '/resource/account/delete/:id' },
  removeMany: { method: 'DELETE', path: '/resource/account/deletes' },
};

export const adminEndpoints: RoutesOf<typeof contract.adminEndpoints> = {
  addUser: { method: 'POST', path: '/admin/user/add' },
  users: { method: 'POST', path: '/admin/user/queryList' },
  updateUser: { method: 'PUT', path: '/admin/user/update' },
  recharge: { method: 'POST', path: '/admin/user/recharge', idempotent: true },
  password: { method: 'POST', path: '/admin/user/password' },
  updatePrice: { method: 'PUT', path: '/admin/price/update' },
  summary: { method: 'GET', path: '/admin/dashboard/summary' },
};

export const agentContactEndpoints: RoutesOf<typeof contract.agentContactEndpoints> = {
  mine: { method: 'GET', path: '/finance/agent/contact' },
};

export const agentEndpoints: RoutesOf<typeof contract.agentEndpoints> = {
  invite: { method: 'GET', path: '/agent/user/invite' },
  users: { method: 'POST', path: '/agent/user/queryList' },
  recharge: { method: 'POST', path: '/agent/user/recharge', idempotent: true },
  orders: { method: 'POST', path: '/agent/recharge/queryList' },
  codes: { method: 'GET', path: '/agent/code/list' },
  addCode: { method: 'POST', path: '/agent/code/add' },
  updateCode: { method: 'PUT', path: '/agent/code/update' },
  updateContact: { method: 'PUT', path: '/agent/contact/update' },
};

export const auditEndpoints: RoutesOf<typeof contract.auditEndpoints> = {
  list: { method: 'POST', path: '/audit/log/queryList' },
  exportText: { method: 'POST', path: '/audit/log/export' },
};

export const authEndpoints: RoutesOf<typeof contract.authEndpoints> = {
  captcha: { method: 'GET', path: '/user/code' },
  register: { method: 'POST', path: '/user/add' },
  login: { method: 'POST', path: '/user/login' },
  sessionInfo: { method: 'GET', path: '/vue-element-admin/user/info' },
  logout: { method: 'POST', path: '/vue-element-admin/user/logout' },
  exchangeToken: { method: 'POST', path: '/user/session/exchange' },
  logoutAll: { method: 'POST', path: '/user/session/logoutAll' },
  getInfo: { method: 'GET', path: '/user/info/get' },
  updateInfo: { method: 'POST', path: '/user/info/update' },
  changePassword: { method: 'POST', path: '/user/info/password' },
  uploadAvatar: { method: 'POST', path: '/user/info/avatar', multipart: true },
  avatar: { method: 'GET', path: '/user/avatar/:name' },
};

export const dashboardChartEndpoints: RoutesOf<typeof contract.dashboardChartEndpoints> = {
  charts: { method: 'GET', path: '/dashboard/charts' },
};

export const dashboardEndpoints: RoutesOf<typeof contract.dashboardEndpoints> = {
  accounts: { method: 'GET', path: '/dashboard/tiktiok' },
  taskCount: { method: 'GET', path: '/dashboard/taskCount' },
  fans: { method: 'GET', path: '/dashboard/fans' },
  devices: { method: 'GET', path: '/dashboard/device' },
  status: { method: 'GET', path: '/dashboard/status' },
  finance: { method: 'GET', path: '/dashboard/finance' },
};

export const deviceEndpoints: RoutesOf<typeof contract.deviceEndpoints> = {
  list: { method: 'POST', path: '/device/info/queryList' },
  rent: { method: 'POST', path: '/device/info/add', idempotent: true },
  renew: { method: 'POST', path: '/device/info/renew', idempotent: true },
  detail: { method: 'GET', path: '/device/info/detail/:id' },
  update: { method: 'PUT', path: '/device/info/update' },
  setProxy: { method: 'PUT', path: '/device/info/proxy' },
  tag: { method: 'PUT', path: '/device/info/tag' },
  remove: { method: 'DELETE', path: '/device/info/delete/:id' },
  removeMany: { method: 'DELETE', path: '/device/info/deletes' },
};

export const divisionEndpoints: RoutesOf<typeof contract.divisionEndpoints> = {
  staff: { method: 'POST', path: '/user/division/queryList' },
  add: { method: 'POST', path: '/user/division/add' },
  update: { method: 'PUT', path: '/user/division/update' },
  scope: { method: 'GET', path: '/user/division/scope' },
  departments: { method: 'POST', path: '/user/division/department/queryList' },
  allDepartments: { method: 'POST', path: '/user/division/department/queryAll' },
  addDepartment: { method: 'POST', path: '/user/division/department/add' },
  updateDepartment: { method: 'PUT', path: '/user/division/department/update' },
  deleteDepartment: { method: 'DELETE', path: '/user/division/department/delete/:id' },
};

export const fanEndpoints: RoutesOf<typeof contract.fanEndpoints> = {
  list: { method: 'POST', path: '/resource/fans/queryList' },
  tag: { method: 'PUT', path: '/resource/fans/tag' },
  exportText: { method: 'POST', path: '/resource/fans/export' },
  targets: { method: 'POST', path: '/resource/fans/targets' },
  remove: { method: 'DELETE', path: '/resource/fans/delete/:id' },
  removeMany: { method: 'DELETE', path: '/resource/fans/deletes' },
};

export const financeEndpoints: RoutesOf<typeof contract.financeEndpoints> = {
  prices: { method: 'GET', path: '/finance/price/name' },
  recharges: { method: 'POST', path: '/finance/recharge/queryList' },
  consumption: { method: 'POST', path: '/finance/consume/queryList' },
};

export const groupEndpoints: RoutesOf<typeof contract.groupEndpoints> = {
  list: { method: 'POST', path: '/device/group/queryList' },
  all: { method: 'POST', path: '/device/group/queryAll' },
  add: { method: 'POST', path: '/device/group/add' },
  update: { method: 'PUT', path: '/device/group/update' },
  remove: { method: 'DELETE', path: '/device/group/delete/:id' },
  removeMany: { method: 'DELETE', path: '/device/group/deletes' },
  move: { method: 'PUT', path: '/device/group/move' },
  tag: { method: 'PUT', path: '/device/group/tag' },
};

export const healthEndpoints: RoutesOf<typeof contract.healthEndpoints> = {
  health: { method: 'GET', path: '/health' },
};

export const helpEndpoints: RoutesOf<typeof contract.helpEndpoints> = {
  articles: { method: 'POST', path: '/help/article/queryList' },
  contact: { method: 'GET', path: '/help/contact' },
  add: { method: 'POST', path: '/admin/help/add' },
  update: { method: 'PUT', path: '/admin/help/update' },
  remove: { method: 'DELETE', path: '/admin/help/delete/:id' },
  preview: { method: 'POST', path: '/admin/help/preview' },
  updateContact: { method: 'PUT', path: '/admin/contact/update' },
};

export const jobEndpoints: RoutesOf<typeof contract.jobEndpoints> = {
  add: { method: 'POST', path: '/job/add', idempotent: true },
  update: { method: 'PUT', path: '/job/update' },
  list: { method: 'POST', path: '/job/queryAll' },
  pause: { method: 'POST', path: '/job/pause/:id' },
  resume: { method: 'POST', path: '/job/resume/:id' },
  remove: { method: 'DELETE', path: '/job/delete/:id' },
};

export const lookupEndpoints: RoutesOf<typeof contract.lookupEndpoints> = {
  videoDetail: { method: 'POST', path: '/tiktok/api/rapid/video/detail' },
  userDetail: { method: 'GET', path: '/tiktok/api/rapid/user/detail' },
  videoSearch: { method: 'POST', path: '/tiktok/api/rapid/video/search' },
  challengeSearch: { method: 'POST', path: '/tiktok/api/rapid/challenge/search' },
  challengeVideos: { method: 'POST', path: '/tiktok/api/rapid/challenge/videos' },
  userPosts: { method: 'GET', path: '/tiktok/api/rapid/user/posts' },
  userSearch: { method: 'POST', path: '/tiktok/api/rapid/user/search' },
  commentUsers: { method: 'POST', path: '/tiktok/api/rapid/video/comments/followers' },
  liveSearch: { method: 'GET', path: '/tiktok/api/online/user/search/live' },
  videoCover: { method: 'GET', path: '/tiktok/api/rapid/video/cover/:id' },
  userAvatar: { method: 'GET', path: '/tiktok/api/rapid/user/avatar/:id' },
  videoPlay: { method: 'GET', path: '/tiktok/api/rapid/video/play/:id' },
};

export const materialEndpoints: RoutesOf<typeof contract.materialEndpoints> = {
  list: { method: 'POST', path: '/resource/material/queryList' },
  add: { method: 'POST', path: '/resource/material/add' },
  upload: { method: 'POST', path: '/resource/material/upload', multipart: true },
  uploadStatus: { method: 'GET', path: '/resource/material/uploadStatus/:id' },
  media: { method: 'GET', path: '/resource/material/media/:id/:variant' },
  detail: { method: 'GET', path: '/resource/material/detail/:id' },
  update: { method: 'PUT', path: '/resource/material/update' },
  remove: { method: 'DELETE', path: '/resource/material/delete/:id' },
  removeMany: { method: 'DELETE', path: '/resource/material/deletes' },
  all: { method: 'POST', path: '/resource/material/queryAll' },
};

export const notificationEndpoints: RoutesOf<typeof contract.notificationEndpoints> = {
  list: { method: 'POST', path: '/system/message/queryList' },
  count: { method: 'GET', path: '/system/message/count' },
  read: { method: 'POST', path: '/system/message/read/:id' },
  readAll: { method: 'POST', path: '/system/message/readAll' },
  remove: { method: 'POST', path: '/system/message/delete/:id' },
  removeAllRead: { method: 'POST', path: '/system/message/deleteAll' },
  send: { method: 'POST', path: '/system/message/send' },
};

export const proxyEndpoints: RoutesOf<typeof contract.proxyEndpoints> = {
  list: { method: 'POST', path: '/proxy/info/queryList' },
  add: { method: 'POST', path: '/proxy/info/add', idempotent: true },
  detail: { method: 'GET', path: '/proxy/info/detail/:id' },
  update: { method: 'PUT', path: '/proxy/info/update' },
  tag: { method: 'PUT', path: '/proxy/info/tag' },
  remove: { method: 'DELETE', path: '/proxy/info/delete/:id' },
  removeMany: { method: 'DELETE', path: '/proxy/info/deletes' },
};

export const serviceEndpoints: RoutesOf<typeof contract.serviceEndpoints> = {
  conversations: { method: 'POST', path: '/service/conversation/queryList' },
  messages: { method: 'POST', path: '/service/message/queryList' },
  reply: { method: 'POST', path: '/service/message/reply' },
  assign: { method: 'PUT', path: '/service/conversation/assign' },
  staff: { method: 'GET', path: '/service/staff' },
  settings: { method: 'GET', path: '/service/settings' },
  updateSettings: { method: 'PUT', path: '/service/settings/update' },
  rules: { method: 'GET', path: '/service/rule/list' },
  addRule: { method: 'POST', path: '/service/rule/add' },
  updateRule: { method: 'PUT', path: '/service/rule/update' },
  removeRule: { method: 'DELETE', path: '/service/rule/delete/:id' },
  statistics: { method: 'POST', path: '/service/statistics' },
};

export const tagEndpoints: RoutesOf<typeof contract.tagEndpoints> = {
  account: {
    list: { method: 'POST', path: '/account/tag/queryList' },
    all: { method: 'POST', path: '/account/tag/queryAll' },
    add: { method: 'POST', path: '/account/tag/add' },
    rename: { method: 'PUT', path: '/account/tag/update' },
    remove: { method: 'DELETE', path: '/account/tag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/account/tag/deletes' },
  },
  device: {
    list: { method: 'POST', path: '/device/tag/queryList' },
    all: { method: 'POST', path: '/device/tag/queryAll' },
    add: { method: 'POST', path: '/device/tag/add' },
    rename: { method: 'PUT', path: '/device/tag/update' },
    remove: { method: 'DELETE', path: '/device/tag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/device/tag/deletes' },
  },
  group: {
    list: { method: 'POST', path: '/device/groupTag/queryList' },
    all: { method: 'POST', path: '/device/groupTag/queryAll' },
    add: { method: 'POST', path: '/device/groupTag/add' },
    rename: { method: 'PUT', path: '/device/groupTag/update' },
    remove: { method: 'DELETE', path: '/device/groupTag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/device/groupTag/deletes' },
  },
  proxy: {
    list: { method: 'POST', path: '/proxy/tag/queryList' },
    all: { method: 'POST', path: '/proxy/tag/queryAll' },
    add: { method: 'POST', path: '/proxy/tag/add' },
    rename: { method: 'PUT', path: '/proxy/tag/update' },
    remove: { method: 'DELETE', path: '/proxy/tag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/proxy/tag/deletes' },
  },
  material: {
    list: { method: 'POST', path: '/resource/material/tag/queryList' },
    all: { method: 'POST', path: '/resource/material/tag/queryAll' },
    add: { method: 'POST', path: '/resource/material/tag/add' },
    rename: { method: 'PUT', path: '/resource/material/tag/update' },
    remove: { method: 'DELETE', path: '/resource/material/tag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/resource/material/tag/deletes' },
  },
  fans: {
    list: { method: 'POST', path: '/resource/fansTag/queryList' },
    all: { method: 'POST', path: '/resource/fansTag/queryAll' },
    add: { method: 'POST', path: '/resource/fansTag/add' },
    rename: { method: 'PUT', path: '/resource/fansTag/update' },
    remove: { method: 'DELETE', path: '/resource/fansTag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/resource/fansTag/deletes' },
  },
  accountResource: {
    list: { method: 'POST', path: '/resource/accountTag/queryList' },
    all: { method: 'POST', path: '/resource/accountTag/queryAll' },
    add: { method: 'POST', path: '/resource/accountTag/add' },
    rename: { method: 'PUT', path: '/resource/accountTag/update' },
    remove: { method: 'DELETE', path: '/resource/accountTag/delete/:id' },
    removeMany: { method: 'DELETE', path: '/resource/accountTag/deletes' },
  },
};

export const taskCreateEndpoints: RoutesOf<typeof contract.taskCreateEndpoints> = {
  signup: { method: 'POST', path: '/tiktok/api/online/user/signup', idempotent: true },
  business_account: { method: 'POST', path: '/tiktok/api/online/user/business', idempotent: true },
  batch_modify_profile: { method: 'POST', path: '/tiktok/api/online/user/profile', idempotent: true },
  maintenance: { method: 'POST', path: '/tiktok/api/online/maintenance', idempotent: true },
  batch_login: { method: 'POST', path: '/tiktok/api/online/user/login', idempotent: true },
  comment_fans: { method: 'POST', path: '/resource/gather/add', idempotent: true },
  save: { method: 'POST', path: '/tiktok/api/online/comment/save', idempotent: true },
  view: { method: 'POST', path: '/tiktok/api/online/view', idempotent: true },
  follow: { method: 'POST', path: '/tiktok/api/online/user/follow', idempotent: true },
  message: { method: 'POST', path: '/tiktok/api/online/send/message', idempotent: true },
  comments: { method: 'POST', path: '/tiktok/api/online/comment/publish', idempotent: true },
  post: { method: 'POST', path: '/tiktok/api/online/post/create', idempotent: true },
  like: { method: 'POST', path: '/tiktok/api/online/comment/like', idempotent: true },
};

export const taskEndpoints: RoutesOf<typeof contract.taskEndpoints> = {
  list: { method: 'POST', path: '/task/info/queryList' },
  quote: { method: 'POST', path: '/task/info/quote' },
  remove: { method: 'DELETE', path: '/task/info/delete/:id' },
  removeMany: { method: 'DELETE', path: '/task/info/deletes' },
  pause: { method: 'POST', path: '/task/info/pause/:id' },
  resume: { method: 'POST', path: '/task/info/resume/:id' },
  stop: { method: 'POST', path: '/task/info/stop/:id' },
  maintenance: { method: 'GET', path: '/task/info/maintenance/:id' },
  progress: { method: 'GET', path: '/task/info/progress/:id' },
  logById: { method: 'GET', path: '/task/info/log/:id' },
  value: { method: 'GET', path: '/task/info/value/:id' },
  log: { method: 'GET', path: '/task/log/:logId' },
  status: { method: 'GET', path: '/task/log/:logId/status' },
  exportLog: { method: 'GET', path: '/task/log/:logId/export' },
};

export const videoEndpoints: RoutesOf<typeof contract.videoEndpoints> = {
  list: { method: 'POST', path: '/video/info/queryList' },
};
