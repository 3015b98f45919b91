import type {
  AgentContactBody,
  AgentOrderQueryBody,
  AgentRechargeBody,
  AgentUserQueryBody,
  InviteCodeAddBody,
  InviteCodeUpdateBody,
} from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { call } from './call';
import { agentContactEndpoints, agentEndpoints as api } from './endpoints';

/** The agent back end's calls: invitation codes, users, recharges, the agent's contact. */
export const agentApi = {
  invite: () => call(api.invite, {}, { silent: true }),
  users: (page: PageState, body: AgentUserQueryBody = {}) =>
    call(api.users, { body, query: page }, { silent: true }),
  recharge: (body: AgentRechargeBody) => call(api.recharge, { body }, { silent: true }),
  orders: (page: PageState, body: AgentOrderQueryBody = {}) =>
    call(api.orders, { body, query: page }, { silent: true }),
  codes: () => call(api.codes, {}, { silent: true }),
  addCode: (body: InviteCodeAddBody) => call(api.addCode, { body }, { silent: true }),
  updateCode: (body: InviteCodeUpdateBody) => call(api.updateCode, { body }),
  updateContact: (body: AgentContactBody) => call(api.updateContact, { body }, { silent: true }),
  /** For a user: their agent's contact (how to get points). */
  myAgent: () => call(agentContactEndpoints.mine, {}, { silent: true }),
};
