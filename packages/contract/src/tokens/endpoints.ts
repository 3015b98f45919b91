import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { idParams } from '../common/query.ts';
import { accessTokenAddBody, accessTokenCreated, accessTokenItem } from './index.ts';

/**
 * The caller's personal access tokens (User Center → Access tokens). A console session only: a
 * token cannot make, list or revoke tokens (`access: 'session'`).
 */
export const tokenEndpoints = endpointGroup('profile', {
  list: {
    method: 'GET',
    path: '/user/token/list',
    summary: "The caller's personal access tokens, newest first (never the tokens themselves)",
    access: 'session',
    response: z.array(accessTokenItem),
  },
  add: {
    method: 'POST',
    path: '/user/token/add',
    summary: 'Create a personal access token: the answer carries it this once; the server keeps its hash',
    access: 'session',
    body: accessTokenAddBody,
    response: accessTokenCreated,
  },
  revoke: {
    method: 'POST',
    path: '/user/token/revoke/:id',
    summary: 'Revoke a personal access token: refused at once, in every server process',
    access: 'session',
    params: idParams,
    response: accessTokenItem,
  },
});
