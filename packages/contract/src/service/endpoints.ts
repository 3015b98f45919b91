import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { idParams } from '../common/query.ts';
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

const tags = ['service'];

/** Customer service (/service/list, /service/statistics, the workbench and message box). */
export const serviceEndpoints = {
  conversations: endpoint({
    method: 'POST',
    path: '/service/conversation/queryList',
    tags,
    summary: "Conversations of the workspace's accounts (comments and private messages), latest first",
    query: pageQuery,
    body: serviceConversationQuery,
    response: pageOf(serviceConversation),
  }),
  messages: endpoint({
    method: 'POST',
    path: '/service/message/queryList',
    tags,
    summary: "A conversation's messages and replies, newest first",
    query: pageQuery,
    body: serviceMessageQuery,
    response: pageOf(serviceMessage),
  }),
  reply: endpoint({
    method: 'POST',
    path: '/service/message/reply',
    tags,
    summary: "Reply in a conversation: the engine sends it through the account's device",
    body: serviceReplyBody,
    response: serviceMessage,
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/service/conversation/assign',
    tags,
    summary: 'Assign conversations to a staff member of the workspace (null: nobody)',
    body: serviceAssignBody,
    response: serviceAssigned,
  }),
  staff: endpoint({
    method: 'GET',
    path: '/service/staff',
    tags,
    summary: 'Who conversations can be assigned to: the owner and the active staff of the workspace',
    response: z.array(serviceStaff),
  }),
  settings: endpoint({
    method: 'GET',
    path: '/service/settings',
    tags,
    summary: "The message box's auto-reply switches",
    response: serviceSettings,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/service/settings/update',
    tags,
    summary: 'Turn auto-reply to comments or chats on or off',
    body: serviceSettingsBody,
    response: serviceSettings,
  }),
  rules: endpoint({
    method: 'GET',
    path: '/service/rule/list',
    tags,
    summary: 'Auto-reply rules: keywords and the reply text or material',
    response: z.array(serviceRule),
  }),
  addRule: endpoint({
    method: 'POST',
    path: '/service/rule/add',
    tags,
    summary: 'Add an auto-reply rule',
    body: serviceRuleBody,
    response: serviceRule,
  }),
  updateRule: endpoint({
    method: 'PUT',
    path: '/service/rule/update',
    tags,
    summary: 'Change an auto-reply rule',
    body: serviceRuleUpdateBody,
    response: serviceRule,
  }),
  removeRule: endpoint({
    method: 'DELETE',
    path: '/service/rule/delete/:id',
    tags,
    summary: 'Delete an auto-reply rule',
    params: idParams,
    response: serviceRuleDeleted,
  }),
  statistics: endpoint({
    method: 'POST',
    path: '/service/statistics',
    tags,
    summary: 'Received, replied and response time per day, account and staff member',
    body: serviceStatsBody,
    response: serviceStats,
  }),
};
