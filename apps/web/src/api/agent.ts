import { type AgentUserQueryBody, agentEndpoints as api } from '@reelfleet/contract';
import type { PageState } from '../components/ListPagination';
import { call } from './call';

/** The agent back end's calls (an agent's invitation code and the users registered with it). */
export const agentApi = {
  invite: () => call(api.invite, {}, { silent: true }),
  users: (page: PageState, body: AgentUserQueryBody = {}) =>
    call(api.users, { body, query: page }, { silent: true }),
};
