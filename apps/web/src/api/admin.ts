import type {
  AdminPasswordBody,
  AdminPriceBody,
  AdminRechargeBody,
  AdminUserAddBody,
  AdminUserQueryBody,
  AdminUserUpdateBody,
} from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { call } from './call';
import { adminEndpoints as api } from './endpoints';

/** The admin back end: users, prices, system-wide figures. Quiet calls: the forms show their own errors. */
export const adminApi = {
  users: (filter: AdminUserQueryBody, page: PageState) => call(api.users, { body: filter, query: page }),
  addUser: (body: AdminUserAddBody) => call(api.addUser, { body }, { silent: true }),
  updateUser: (body: AdminUserUpdateBody) => call(api.updateUser, { body }, { silent: true }),
  password: (body: AdminPasswordBody) => call(api.password, { body }, { silent: true }),
  recharge: (body: AdminRechargeBody) => call(api.recharge, { body }, { silent: true }),
  updatePrice: (body: AdminPriceBody) => call(api.updatePrice, { body }, { silent: true }),
  summary: () => call(api.summary, {}, { silent: true }),
};
