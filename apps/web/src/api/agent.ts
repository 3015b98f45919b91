import type { AgentInvite, AgentUserItem, AgentUserQueryBody, Page } from '@reelfleet/contract';
import type { PageState } from '../components/ListPagination';
import { http } from './request';

/** The agent back end's calls (an agent's invitation code and the users registered with it). */
export const agentApi = {
  invite: () => http.get<AgentInvite>('/agent/user/invite', undefined, { silent: true }),
  users: (page: PageState, body: AgentUserQueryBody = {}) =>
    http.post<Page<AgentUserItem>>('/agent/user/queryList', body, { query: { ...page }, silent: true }),
};
