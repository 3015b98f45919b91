import { endpoint } from '../common/endpoint.ts';
import { pageQuery } from '../common/pagination.ts';
import { batchResult, idParams } from '../common/query.ts';
import {
  proxyAddBody,
  proxyAddResult,
  proxyDeletesBody,
  proxyItem,
  proxyListBody,
  proxyPage,
  proxyTagBody,
  proxyUpdateBody,
} from './index.ts';

const tags = ['proxies'];

/** Proxies (spec 2 /proxy/agentmanage). Credentials are never returned, only `user:****@host:port`. */
export const proxyEndpoints = {
  list: endpoint({
    method: 'POST',
    path: '/proxy/info/queryList',
    tags,
    summary: 'List proxies, newest first',
    query: pageQuery,
    body: proxyListBody,
    response: proxyPage,
  }),
  add: endpoint({
    method: 'POST',
    path: '/proxy/info/add',
    tags,
    summary: 'Add one or many proxies, one username:password@host:port a line',
    description:
      "All or nothing: any bad line answers 400 'Proxy Format Is Incorrect, Please Re-enter' naming each bad line in data.errors, and nothing is added. Empty: 'proxy information cannot be empty, please fill it out again'. Lines equal to an earlier line or to a listed proxy are skipped (duplicateLines).",
    body: proxyAddBody,
    response: proxyAddResult,
  }),
  detail: endpoint({
    method: 'GET',
    path: '/proxy/info/detail/:id',
    tags,
    summary: 'One proxy (masked)',
    params: idParams,
    response: proxyItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/proxy/info/update',
    tags,
    summary: 'Replace a proxy line or change its tag',
    body: proxyUpdateBody,
    response: proxyItem,
  }),
  tag: endpoint({
    method: 'PUT',
    path: '/proxy/info/tag',
    tags,
    summary: 'Give the selected proxies a tag (null removes it)',
    body: proxyTagBody,
    response: batchResult,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/proxy/info/delete/:id',
    tags,
    summary: 'Delete a proxy; devices using it go back to the global network',
    params: idParams,
    response: batchResult,
  }),
  removeMany: endpoint({
    method: 'DELETE',
    path: '/proxy/info/deletes',
    tags,
    summary: 'Delete proxies, all or none; devices using them go back to the global network',
    body: proxyDeletesBody,
    response: batchResult,
  }),
};
