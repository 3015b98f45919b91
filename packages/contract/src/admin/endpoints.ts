import { endpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { Role } from '../common/roles.ts';
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

const tags = ['admin'];
const roles = [Role.admin];

/** User administration: the admin only. The one place where role, level and balance are set. */
export const adminEndpoints = {
  addUser: endpoint({
    method: 'POST',
    path: '/admin/user/add',
    tags,
    roles,
    summary: 'Create an owner; level > 0 makes an agent with an invitation code',
    body: adminUserAddBody,
    response: adminUserItem,
  }),
  users: endpoint({
    method: 'POST',
    path: '/admin/user/queryList',
    tags,
    roles,
    summary: 'Every user, newest first',
    query: pageQuery,
    body: adminUserQueryBody,
    response: pageOf(adminUserItem),
  }),
  updateUser: endpoint({
    method: 'PUT',
    path: '/admin/user/update',
    tags,
    roles,
    summary: "Enable or disable a user (disabling ends their sessions), set an owner's level and roles",
    body: adminUserUpdateBody,
    response: adminUserItem,
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/admin/user/recharge',
    tags,
    roles,
    summary: "Credit points to an owner's balance through the ledger",
    body: adminRechargeBody,
    response: rechargeResult,
  }),
  password: endpoint({
    method: 'POST',
    path: '/admin/user/password',
    tags,
    roles,
    summary: 'Set a new password for a user (not the admin); every session of theirs ends',
    body: adminPasswordBody,
    response: adminUserItem,
  }),
  updatePrice: endpoint({
    method: 'PUT',
    path: '/admin/price/update',
    tags,
    roles,
    summary:
      'Change a price for new work; tasks already created keep the price they were quoted and held with',
    body: adminPriceBody,
    response: priceItem,
  }),
  summary: endpoint({
    method: 'GET',
    path: '/admin/dashboard/summary',
    tags,
    roles,
    summary: "System-wide figures for the admin's control panel",
    response: adminSummary,
  }),
};
