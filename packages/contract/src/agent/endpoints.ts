import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import {
  agentContactBody,
  agentInvite,
  agentOrderItem,
  agentOrderQueryBody,
  agentRechargeBody,
  agentRechargeResult,
  agentUserItem,
  agentUserQueryBody,
  inviteCodeAddBody,
  inviteCodeItem,
  inviteCodeUpdateBody,
  myAgentContact,
} from './index.ts';

/** The agent back end: only agents (level > 0); their users are those registered with their code. */
export const agentEndpoints = endpointGroup('agent', {
  invite: {
    method: 'GET',
    path: '/agent/user/invite',
    summary: "The agent's invitation code and how many users registered with it",
    response: agentInvite,
  },
  users: {
    method: 'POST',
    path: '/agent/user/queryList',
    read: true,
    summary: 'Users registered with the calling agent',
    query: pageQuery,
    body: agentUserQueryBody,
    response: pageOf(agentUserItem),
  },
  recharge: {
    method: 'POST',
    path: '/agent/user/recharge',
    idempotent: true,
    access: 'finance',
    summary: "Move points from the agent's balance to one of their users (one transaction)",
    body: agentRechargeBody,
    response: agentRechargeResult,
  },
  orders: {
    method: 'POST',
    path: '/agent/recharge/queryList',
    read: true,
    summary: "The agent's recharges of their users (amount, voucher, remark), newest first",
    query: pageQuery,
    body: agentOrderQueryBody,
    response: pageOf(agentOrderItem),
  },
  codes: {
    method: 'GET',
    path: '/agent/code/list',
    summary: "The agent's invitation codes: the permanent first one, then the extra ones newest first",
    response: z.array(inviteCodeItem),
  },
  addCode: {
    method: 'POST',
    path: '/agent/code/add',
    summary: 'A new invitation code',
    body: inviteCodeAddBody,
    response: inviteCodeItem,
  },
  updateCode: {
    method: 'PUT',
    path: '/agent/code/update',
    summary: 'Disable an extra invitation code (nobody registers with it any more) or enable it again',
    body: inviteCodeUpdateBody,
    response: inviteCodeItem,
  },
  updateContact: {
    method: 'PUT',
    path: '/agent/contact/update',
    summary: "The contact the agent's users see on their finance page",
    body: agentContactBody,
    response: agentContactBody,
  },
});

/** For a user: their agent's contact (how to get points). Any logged-in caller; not an agent route. */
export const agentContactEndpoints = endpointGroup('agent', {
  mine: {
    method: 'GET',
    path: '/finance/agent/contact',
    tags: ['finance'],
    summary: "The caller's workspace's agent and their contact, to buy points from",
    response: myAgentContact,
  },
});
