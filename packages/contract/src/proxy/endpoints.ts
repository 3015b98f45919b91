import { endpointGroup } from '../common/endpoint.ts';
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

/** Proxies (spec 2 /proxy/agentmanage). Credentials are never returned, only `user:****@host:port`. */
export const proxyEndpoints = endpointGroup('proxies', {
  list: {
    method: 'POST',
    path: '/proxy/info/queryList',
    read: true,
    summary: 'List proxies, newest first',
    query: pageQuery,
    body: proxyListBody,
    response: proxyPage,
  },
  add: {
    method: 'POST',
    path: '/proxy/info/add',
    idempotent: true,
    summary: 'Add one or many proxies, one username:password@host:port a line',
    description:
      "All or nothing: any bad line answers 400 'Proxy Format Is Incorrect, Please Re-enter' naming each bad line in data.errors, and nothing is added. Empty: 'proxy information cannot be empty, please fill it out again'. Lines equal to an earlier line or to a listed proxy are skipped (duplicateLines).",
    body: proxyAddBody,
    response: proxyAddResult,
  },
  detail: {
    method: 'GET',
    path: '/proxy/info/detail/:id',
    summary: 'One proxy (masked)',
    params: idParams,
    response: proxyItem,
  },
  update: {
    method: 'PUT',
    path: '/proxy/info/update',
    summary: 'Replace a proxy line or change its tag',
    body: proxyUpdateBody,
    response: proxyItem,
  },
  tag: {
    method: 'PUT',
    path: '/proxy/info/tag',
    summary: 'Give the selected proxies a tag (null removes it)',
    body: proxyTagBody,
    response: batchResult,
  },
  remove: {
    method: 'DELETE',
    path: '/proxy/info/delete/:id',
    summary: 'Delete a proxy; devices using it go back to the global network',
    params: idParams,
    response: batchResult,
  },
  removeMany: {
    method: 'DELETE',
    path: '/proxy/info/deletes',
    summary: 'Delete proxies, all or none; devices using them go back to the global network',
    body: proxyDeletesBody,
    response: batchResult,
  },
});
