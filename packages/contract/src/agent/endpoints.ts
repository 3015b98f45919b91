import { endpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import {
  agentInvite,
  agentRechargeBody,
  agentRechargeResult,
  agentUserItem,
  agentUserQueryBody,
} from './index.ts';

const tags = ['agent'];

/** The agent back end: only agents (level > 0); their users are those registered with their code. */
export const agentEndpoints = {
  invite: endpoint({
    method: 'GET',
    path: '/agent/user/invite',
    tags,
    summary: "The agent's invitation code and how many users registered with it",
    response: agentInvite,
  }),
  users: endpoint({
    method: 'POST',
    path: '/agent/user/queryList',
    tags,
    summary: 'Users registered with the calling agent',
    query: pageQuery,
    body: agentUserQueryBody,
    response: pageOf(agentUserItem),
  }),
  recharge: endpoint({
    method: 'POST',
    path: '/agent/user/recharge',
    tags,
    summary: "Move points from the agent's balance to one of their users (one transaction)",
    body: agentRechargeBody,
    response: agentRechargeResult,
  }),
};
