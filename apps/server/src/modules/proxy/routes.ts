import {
  idParams,
  pageQuery,
  proxyAddBody,
  proxyDeletesBody,
  proxyListBody,
  proxyTagBody,
  proxyUpdateBody,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { tagRows } from '../tags/service.ts';
import { addProxies, deleteProxies, getProxy, listProxies, updateProxy } from './service.ts';

const tags = ['proxies'];

/** Proxies (spec 2 /proxy/agentmanage). Credentials are never returned, only `user:****@host:port`. */
export async function proxyRoutes(app: App) {
  const { db, secrets, clock } = app.ctx;

  app.post(
    '/proxy/info/queryList',
    { schema: { tags, summary: 'List proxies, newest first', querystring: pageQuery, body: proxyListBody } },
    async (req) => ok(await listProxies(db, secrets, caller(req), req.body, req.query, req.lang)),
  );

  app.post(
    '/proxy/info/add',
    {
      schema: {
        tags,
        summary: 'Add one or many proxies, one username:password@host:port a line',
        description:
          "All or nothing: any bad line answers 400 'Proxy Format Is Incorrect, Please Re-enter' naming each bad line in data.errors, and nothing is added. Empty: 'proxy information cannot be empty, please fill it out again'. Lines equal to an earlier line or to a listed proxy are skipped (duplicateLines).",
        body: proxyAddBody,
      },
    },
    async (req) =>
      ok(
        await addProxies(db, secrets, caller(req), req.body, clock.iso()),
        translate('common.addSuccess', req.lang),
      ),
  );

  app.get(
    '/proxy/info/detail/:id',
    { schema: { tags, summary: 'One proxy (masked)', params: idParams } },
    async (req) => ok(await getProxy(db, secrets, caller(req), req.params.id, req.lang)),
  );

  app.put(
    '/proxy/info/update',
    { schema: { tags, summary: 'Replace a proxy line or change its tag', body: proxyUpdateBody } },
    async (req) =>
      ok(
        await updateProxy(db, secrets, caller(req), req.body, clock.iso(), req.lang),
        translate('common.updateSuccess', req.lang),
      ),
  );

  app.put(
    '/proxy/info/tag',
    { schema: { tags, summary: 'Give the selected proxies a tag (null removes it)', body: proxyTagBody } },
    async (req) =>
      ok(
        await tagRows(db, 'proxy', caller(req), req.body.ids, req.body.labelId, clock.iso()),
        translate('tag.taggingSuccess', req.lang),
      ),
  );

  app.delete(
    '/proxy/info/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a proxy; devices using it go back to the global network',
        params: idParams,
      },
    },
    async (req) =>
      ok(
        await deleteProxies(db, caller(req), [req.params.id], clock.iso()),
        translate('common.deleteSuccess', req.lang),
      ),
  );

  app.delete(
    '/proxy/info/deletes',
    {
      schema: {
        tags,
        summary: 'Delete proxies, all or none; devices using them go back to the global network',
        body: proxyDeletesBody,
      },
    },
    async (req) =>
      ok(
        await deleteProxies(db, caller(req), req.body.ids, clock.iso()),
        translate('common.deleteSuccess', req.lang),
      ),
  );
}
