import type { AgentOrderQueryBody, AgentUserQueryBody } from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { bodyCall, call } from './call';
import { agentContactEndpoints, agentEndpoints as api } from './endpoints';

const silent = { silent: true };

/** The agent back end's calls: invitation codes, users, recharges, the agent's contact. */
export const agentApi = {
  invite: () => call(api.invite, {}, silent),
  users: (page: PageState, body: AgentUserQueryBody = {}) => call(api.users, { body, query: page }, silent),
  recharge: bodyCall(api.recharge, silent),
  orders: (page: PageState, body: AgentOrderQueryBody = {}) =>
    call(api.orders, { body, query: page }, silent),
  codes: () => call(api.codes, {}, silent),
  addCode: bodyCall(api.addCode, silent),
  updateCode: bodyCall(api.updateCode),
  updateContact: bodyCall(api.updateContact, silent),
  /** For a user: their agent's contact (how to get points). */
  myAgent: () => call(agentContactEndpoints.mine, {}, silent),
};
