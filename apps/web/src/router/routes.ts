import { areaRoles, Role } from '@reelfleet/contract';
import { withKindRoutes } from './kindRoutes';
import { TASK_CENTER_PATH } from './paths';
import type { AppRoute } from './types';

/**
 * Every route of spec 2 with its meta. The sidebar, breadcrumbs, tags bar, guard
 * and router are all derived from this one table. A task kind's screen is not written
 * here: its contract entry's `screen` and `menu` place it (kindRoutes.ts).
 */
export const appRoutes: AppRoute[] = withKindRoutes([
  {
    path: '/login',
    meta: { title: 'route.login', hidden: true, public: true, noAuth: true, standalone: true },
    page: () => import('../views/login/LoginPage'),
  },
  {
    path: '/auth-redirect',
    meta: { title: 'route.authRedirect', hidden: true, public: true, standalone: true },
    page: () => import('../views/login/AuthRedirect'),
  },
  {
    path: '/404',
    meta: { title: 'route.notFound', hidden: true, standalone: true },
    page: () => import('../views/error/NotFoundPage'),
  },
  {
    path: '/401',
    meta: { title: 'route.unauthorized', hidden: true, standalone: true },
    page: () => import('../views/error/UnauthorizedPage'),
  },
  {
    path: '/agent',
    meta: { title: 'route.agent', hidden: true, standalone: true },
    page: () => import('../views/agent/AgentPage'),
  },
  {
    path: '/redirect',
    splat: true,
    meta: { title: 'route.redirect', hidden: true, noCache: true },
    page: () => import('../views/redirect/RedirectPage'),
  },
  {
    path: '/',
    redirect: '/dashboard',
    children: [
      {
        path: '/dashboard',
        meta: { title: 'route.dashboard', icon: 'dashboard', affix: true },
        page: () => import('../views/dashboard/DashboardPage'),
      },
    ],
  },
  {
    path: '/profile',
    redirect: '/profile/index',
    meta: { title: 'route.profile', hidden: true },
    children: [
      {
        path: '/profile/index',
        meta: { title: 'route.profile', hidden: true },
        page: () => import('../views/profile/ProfilePage'),
      },
    ],
  },
  {
    path: '/devices',
    redirect: '/devices/list',
    meta: { title: 'route.devices', icon: 'devices', workspace: true, roles: areaRoles('devices') },
    children: [
      {
        path: '/devices/list',
        meta: { title: 'route.deviceList' },
        page: () => import('../views/devices/DeviceListPage'),
      },
      {
        path: '/devices/group',
        meta: { title: 'route.deviceGroup' },
        page: () => import('../views/devices/DeviceGroupPage'),
      },
    ],
  },
  {
    path: '/proxy',
    redirect: '/proxy/agentmanage',
    meta: { title: 'route.proxy', icon: 'proxy', workspace: true, roles: areaRoles('proxy') },
    children: [
      {
        path: '/proxy/agentmanage',
        meta: { title: 'route.proxyList' },
        page: () => import('../views/proxy/ProxyListPage'),
      },
      {
        path: '/proxy/agenttags',
        meta: { title: 'route.proxyTags' },
        page: () => import('../views/proxy/ProxyTagsPage'),
      },
    ],
  },
  {
    path: '/account',
    redirect: '/account/list',
    meta: { title: 'route.account', icon: 'account', workspace: true, roles: areaRoles('account') },
    children: [
      {
        path: '/account/list',
        meta: { title: 'route.accountList' },
        page: () => import('../views/account/AccountListPage'),
      },
      {
        path: '/account/fans',
        meta: { title: 'route.accountFans', badge: 'new' },
        page: () => import('../views/account/FansPage'),
      },
      {
        path: '/account/rest',
        meta: { title: 'route.accountTasks', badge: 'hot' },
        page: () => import('../views/account/AccountTasksPage'),
      },
      {
        path: '/account/tags',
        meta: { title: 'route.accountTags' },
        page: () => import('../views/account/AccountTagsPage'),
      },
    ],
  },
  {
    path: '/video',
    redirect: '/video/list',
    meta: { title: 'route.video', icon: 'video', workspace: true, roles: areaRoles('video') },
    children: [
      {
        path: '/video/list',
        meta: { title: 'route.videoList' },
        page: () => import('../views/video/VideoListPage'),
      },
    ],
  },
  {
    path: '/toker',
    redirect: '/toker/play',
    meta: { title: 'route.toker', icon: 'toker', workspace: true, roles: areaRoles('tasks') },
    children: [
      {
        // Every task of every kind (issue 38); the kinds' screens keep their own lists.
        path: TASK_CENTER_PATH,
        meta: { title: 'route.taskCenter' },
        page: () => import('../views/toker/TaskCenterPage'),
      },
      {
        path: '/toker/calendar',
        meta: { title: 'route.calendar' },
        page: () => import('../views/calendar/CalendarPage'),
      },
    ],
  },
  {
    path: '/service',
    redirect: '/service/list',
    meta: { title: 'route.service', icon: 'service', workspace: true, roles: areaRoles('service') },
    children: [
      {
        path: '/service/list',
        meta: { title: 'route.serviceList' },
        page: () => import('../views/service/ServiceListPage'),
      },
      {
        path: '/service/statistics',
        meta: { title: 'route.serviceStatistics' },
        page: () => import('../views/service/ServiceStatisticsPage'),
      },
    ],
  },
  {
    path: '/material',
    redirect: '/material/text',
    meta: { title: 'route.material', icon: 'material', workspace: true, roles: areaRoles('material') },
    children: [
      {
        path: '/material/text',
        meta: { title: 'route.materialText' },
        page: () => import('../views/material/TextMaterialPage'),
      },
      {
        path: '/material/image',
        meta: { title: 'route.materialImage' },
        page: () => import('../views/material/ImageMaterialPage'),
      },
      {
        path: '/material/video',
        meta: { title: 'route.materialVideo' },
        page: () => import('../views/material/VideoMaterialPage'),
      },
      {
        path: '/material/tags',
        meta: { title: 'route.materialTags' },
        page: () => import('../views/material/MaterialTagsPage'),
      },
    ],
  },
  {
    path: '/resource',
    redirect: '/resource/people',
    meta: { title: 'route.resource', icon: 'resource', workspace: true, roles: areaRoles('resource') },
    children: [
      {
        path: '/resource/people',
        meta: { title: 'route.resourcePeople' },
        page: () => import('../views/resource/PeoplePage'),
      },
      {
        path: '/resource/fanstags',
        meta: { title: 'route.resourceFansTags' },
        page: () => import('../views/resource/FansTagsPage'),
      },
      {
        path: '/resource/regaccount',
        meta: { title: 'route.resourceRegAccount' },
        page: () => import('../views/resource/RegAccountPage'),
      },
      {
        path: '/resource/account',
        meta: { title: 'route.resourceAccount' },
        page: () => import('../views/resource/AccountResourcePage'),
      },
      {
        path: '/resource/acctags',
        meta: { title: 'route.resourceAccTags' },
        page: () => import('../views/resource/AccTagsPage'),
      },
    ],
  },
  {
    path: '/user',
    redirect: '/user/profile',
    meta: { title: 'route.user', icon: 'user' },
    children: [
      {
        path: '/user/profile',
        meta: { title: 'route.userProfile' },
        page: () => import('../views/profile/ProfilePage'),
      },
      {
        path: '/user/division',
        meta: { title: 'route.userDivision', hidden: true, roles: areaRoles('division'), workspace: true },
        page: () => import('../views/user/DivisionPage'),
      },
      {
        path: '/user/finance',
        meta: { title: 'route.userFinance', roles: areaRoles('finance') },
        page: () => import('../views/user/FinancePage'),
      },
      {
        path: '/user/consume',
        meta: { title: 'route.userConsume', roles: areaRoles('finance') },
        page: () => import('../views/user/ConsumePage'),
      },
      {
        // Not in the spec: the audit trail of issue 15 (docs/decisions.md). Owners only; staff are refused;
        // the admin reads every workspace's in Administration › Audit Log.
        path: '/user/audit',
        meta: { title: 'route.userAudit', roles: [Role.user, Role.vip, Role.agent], workspace: true },
        page: () => import('../views/audit/AuditPage'),
      },
    ],
  },
  {
    path: '/admin',
    redirect: '/admin/users',
    meta: { title: 'route.admin', icon: 'admin', roles: [Role.admin] },
    children: [
      {
        path: '/admin/users',
        meta: { title: 'route.adminUsers', roles: [Role.admin] },
        page: () => import('../views/admin/UsersPage'),
      },
      {
        path: '/admin/prices',
        meta: { title: 'route.adminPrices', roles: [Role.admin] },
        page: () => import('../views/admin/PricesPage'),
      },
      {
        path: '/admin/contact',
        meta: { title: 'route.adminContact', roles: [Role.admin] },
        page: () => import('../views/admin/ContactSettingsPage'),
      },
      {
        path: '/admin/audit',
        meta: { title: 'route.adminAudit', roles: [Role.admin] },
        page: () => import('../views/audit/AuditPage'),
      },
    ],
  },
  {
    path: '/help',
    redirect: '/help/document',
    meta: { title: 'route.help', icon: 'help' },
    children: [
      {
        path: '/help/document',
        meta: { title: 'route.helpDocument' },
        page: () => import('../views/help/DocumentPage'),
      },
      {
        path: '/help/log',
        meta: { title: 'route.helpLog' },
        page: () => import('../views/help/UpdateLogPage'),
      },
      {
        path: '/help/notice',
        meta: { title: 'route.helpNotice' },
        page: () => import('../views/help/NoticePage'),
      },
      {
        path: '/help/price',
        meta: { title: 'route.helpPrice' },
        page: () => import('../views/help/PricePage'),
      },
      {
        path: '/help/about',
        meta: { title: 'route.helpAbout', hidden: true },
        page: () => import('../views/help/AboutPage'),
      },
    ],
  },
]);
