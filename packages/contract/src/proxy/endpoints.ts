import { crudGroup } from '../common/crud.ts';
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
export const proxyEndpoints = crudGroup('proxies', '/proxy/info', (crud) => ({
  list: crud.list({ summary: 'List proxies, newest first', body: proxyListBody, response: proxyPage }),
  add: crud.add({
    idempotent: true,
    summary: 'Add one or many proxies, one username:password@host:port a line',
    description:
      "All or nothing: any bad line answers 400 'Proxy Format Is Incorrect, Please Re-enter' naming each bad line in data.errors, and nothing is added. Empty: 'proxy information cannot be empty, please fill it out again'. Lines equal to an earlier line or to a listed proxy are skipped (duplicateLines).",
    body: proxyAddBody,
    response: proxyAddResult,
  }),
  detail: crud.detail({ summary: 'One proxy (masked)', response: proxyItem }),
  update: crud.update({
    summary: 'Replace a proxy line or change its tag',
    body: proxyUpdateBody,
    response: proxyItem,
  }),
  tag: crud.tag({ summary: 'Give the selected proxies a tag (null removes it)', body: proxyTagBody }),
  remove: crud.remove({ summary: 'Delete a proxy; devices using it go back to the global network' }),
  removeMany: crud.removeMany({
    summary: 'Delete proxies, all or none; devices using them go back to the global network',
    body: proxyDeletesBody,
  }),
}));
