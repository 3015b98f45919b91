import { endpointGroup } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { ADMIN_ONLY } from '../common/roles.ts';
import { priceItem, rechargeResult } from '../finance/index.ts';
import {
  adminPasswordBody,
  adminPriceBody,
  adminRechargeBody,
  adminSummary,
  adminUserAddBody,
  adminUserItem,
  adminUserQueryBody,
  adminUserUpdateBody,
} from './index.ts';

/** User administration: the admin only. The one place where role, level and balance are set. */
export const adminEndpoints = endpointGroup('admin', {
  addUser: {
    method: 'POST',
    path: '/admin/user/add',
    roles: ADMIN_ONLY,
    summary: 'Create an owner; level > 0 makes an agent with an invitation code',
    body: adminUserAddBody,
    response: adminUserItem,
  },
  users: {
    method: 'POST',
    path: '/admin/user/queryList',
    read: true,
    roles: ADMIN_ONLY,
    summary: 'Every user, newest first',
    query: pageQuery,
    body: adminUserQueryBody,
    response: pageOf(adminUserItem),
  },
  updateUser: {
    method: 'PUT',
    path: '/admin/user/update',
    roles: ADMIN_ONLY,
    summary: "Enable or disable a user (disabling ends their sessions), set an owner's level and roles",
    body: adminUserUpdateBody,
    response: adminUserItem,
  },
  recharge: {
    method: 'POST',
    path: '/admin/user/recharge',
    idempotent: true,
    roles: ADMIN_ONLY,
    summary: "Credit points to an owner's balance through the ledger",
    body: adminRechargeBody,
    response: rechargeResult,
  },
  password: {
    method: 'POST',
    path: '/admin/user/password',
    roles: ADMIN_ONLY,
    summary: 'Set a new password for a user (not the admin); every session of theirs ends',
    body: adminPasswordBody,
    response: adminUserItem,
  },
  updatePrice: {
    method: 'PUT',
    path: '/admin/price/update',
    roles: ADMIN_ONLY,
    summary:
      'Change a price for new work; tasks already created keep the price they were quoted and held with',
    body: adminPriceBody,
    response: priceItem,
  },
  summary: {
    method: 'GET',
    path: '/admin/dashboard/summary',
    roles: ADMIN_ONLY,
    summary: "System-wide figures for the admin's control panel",
    response: adminSummary,
  },
});
