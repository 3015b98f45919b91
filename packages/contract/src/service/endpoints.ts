import { z } from 'zod';
import { crudGroup } from '../common/crud.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import {
  serviceAssignBody,
  serviceAssigned,
  serviceConversation,
  serviceConversationQuery,
  serviceMessage,
  serviceMessageQuery,
  serviceReplyBody,
  serviceRule,
  serviceRuleBody,
  serviceRuleDeleted,
  serviceRuleUpdateBody,
  serviceSettings,
  serviceSettingsBody,
  serviceStaff,
  serviceStats,
  serviceStatsBody,
} from './index.ts';

/** Customer service (/service/list, /service/statistics, the workbench and message box). */
export const serviceEndpoints = crudGroup('service', '/service/rule', (crud) => ({
  conversations: {
    method: 'POST',
    path: '/service/conversation/queryList',
    read: true,
    summary: "Conversations of the workspace's accounts (comments and private messages), latest first",
    query: pageQuery,
    body: serviceConversationQuery,
    response: pageOf(serviceConversation),
  },
  messages: {
    method: 'POST',
    path: '/service/message/queryList',
    read: true,
    summary: "A conversation's messages and replies, newest first",
    query: pageQuery,
    body: serviceMessageQuery,
    response: pageOf(serviceMessage),
  },
  reply: {
    method: 'POST',
    path: '/service/message/reply',
    summary: "Reply in a conversation: the engine sends it through the account's device",
    body: serviceReplyBody,
    response: serviceMessage,
  },
  assign: {
    method: 'PUT',
    path: '/service/conversation/assign',
    summary: 'Assign conversations to a staff member of the workspace (null: nobody)',
    body: serviceAssignBody,
    response: serviceAssigned,
  },
  staff: {
    method: 'GET',
    path: '/service/staff',
    summary: 'Who conversations can be assigned to: the owner and the active staff of the workspace',
    response: z.array(serviceStaff),
  },
  settings: {
    method: 'GET',
    path: '/service/settings',
    summary: "The message box's auto-reply switches",
    response: serviceSettings,
  },
  updateSettings: {
    method: 'PUT',
    path: '/service/settings/update',
    summary: 'Turn auto-reply to comments or chats on or off',
    body: serviceSettingsBody,
    response: serviceSettings,
  },
  rules: {
    method: 'GET',
    path: '/service/rule/list',
    summary: 'Auto-reply rules: keywords and the reply text or material',
    response: z.array(serviceRule),
  },
  addRule: crud.add({ summary: 'Add an auto-reply rule', body: serviceRuleBody, response: serviceRule }),
  updateRule: crud.update({
    summary: 'Change an auto-reply rule',
    body: serviceRuleUpdateBody,
    response: serviceRule,
  }),
  removeRule: crud.remove({ summary: 'Delete an auto-reply rule', response: serviceRuleDeleted }),
  statistics: {
    method: 'POST',
    path: '/service/statistics',
    summary: 'Received, replied and response time per day, account and staff member',
    body: serviceStatsBody,
    response: serviceStats,
  },
}));
