import type {
  ServiceAssignBody,
  ServiceConversationQuery,
  ServiceRuleBody,
  ServiceRuleUpdateBody,
  ServiceStatsBody,
} from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { call } from './call';
import { serviceEndpoints as api } from './endpoints';

/** The query keys of customer service: a change invalidates the whole area. */
export const SERVICE_KEY = 'service';

/** Customer service: conversations, replies, assignment, auto-reply, statistics. */
export const serviceApi = {
  conversations: (body: ServiceConversationQuery, page: PageState) =>
    call(api.conversations, { body, query: page }),
  messages: (conversationId: number, page: PageState) =>
    call(api.messages, { body: { conversationId }, query: page }),
  reply: (body: { conversationId: number; text?: string; materialId?: number }) =>
    call(api.reply, { body }, { silent: true }),
  assign: (body: ServiceAssignBody) => call(api.assign, { body }, { silent: true }),
  staff: () => call(api.staff),
  settings: () => call(api.settings),
  updateSettings: (body: { autoComments?: boolean; autoChats?: boolean }) =>
    call(api.updateSettings, { body }),
  rules: () => call(api.rules),
  addRule: (body: ServiceRuleBody) => call(api.addRule, { body }, { silent: true }),
  updateRule: (body: ServiceRuleUpdateBody) => call(api.updateRule, { body }, { silent: true }),
  removeRule: (id: number) => call(api.removeRule, { params: { id } }),
  statistics: (body: ServiceStatsBody) => call(api.statistics, { body }),
};
