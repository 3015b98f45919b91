import {
  deviceDeletesBody,
  deviceListBody,
  deviceProxyBody,
  deviceRenewBody,
  deviceRentBody,
  deviceTagBody,
  deviceUpdateBody,
  idParams,
  pageQuery,
  translate,
} from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { tagRows } from '../tags/service.ts';
import { renewDevices, rentDevices } from './rental.ts';
import { deleteDevices, getDevice, listDevices, setDevicesProxy, updateDevice } from './service.ts';

const tags = ['devices'];
const bulk = 'All or nothing: an id that is not a device of the workspace fails the whole request with 404.';

/** Rented cloud-phone devices (spec 2 /devices/list). */
export async function deviceRoutes(app: App) {
  const { ctx } = app;

  app.post(
    '/device/info/queryList',
    {
      schema: {
        tags,
        summary: 'List devices, newest first, with filters; statuses are brought up to date first',
        querystring: pageQuery,
        body: deviceListBody,
      },
    },
    async (req) => ok(await listDevices(ctx, caller(req), req.body, req.query, req.lang)),
  );

  app.post(
    '/device/info/add',
    {
      schema: {
        tags,
        summary: 'Rent `count` devices for `months` months (1-12)',
        description:
          "Charges deviceRental points x months x count to the workspace owner in the same transaction as the devices. Not enough points: 422 'finance.insufficientPoints', nothing rented or charged.",
        body: deviceRentBody,
      },
    },
    async (req) => {
      const result = await rentDevices(ctx, caller(req), req.body, req.lang);
      return ok(result, translate('device.rentSuccess', req.lang, { count: result.devices.length }));
    },
  );

  app.post(
    '/device/info/renew',
    {
      schema: {
        tags,
        summary: 'Renew devices by `months` (1-12), charged like a rental',
        description: `${bulk} A banned device cannot be renewed (409).`,
        body: deviceRenewBody,
      },
    },
    async (req) =>
      ok(await renewDevices(ctx, caller(req), req.body), translate('device.renewalSuccess', req.lang)),
  );

  app.get(
    '/device/info/detail/:id',
    { schema: { tags, summary: 'One device', params: idParams } },
    async (req) => ok(await getDevice(ctx, caller(req), req.params.id, req.lang)),
  );

  app.put(
    '/device/info/update',
    {
      schema: {
        tags,
        summary: 'Change name, group, tag or network (global default network or a custom proxy)',
        body: deviceUpdateBody,
      },
    },
    async (req) =>
      ok(
        await updateDevice(ctx, caller(req), req.body, req.lang),
        translate('common.updateSuccess', req.lang),
      ),
  );

  app.put(
    '/device/info/proxy',
    {
      schema: {
        tags,
        summary: 'Set one network for the selected devices',
        description: bulk,
        body: deviceProxyBody,
      },
    },
    async (req) =>
      ok(await setDevicesProxy(ctx, caller(req), req.body), translate('device.proxySuccess', req.lang)),
  );

  app.put(
    '/device/info/tag',
    {
      schema: {
        tags,
        summary: 'Give the selected devices a tag (null removes it)',
        description: bulk,
        body: deviceTagBody,
      },
    },
    async (req) => {
      const result = await tagRows(
        ctx.db,
        'device',
        caller(req),
        req.body.ids,
        req.body.labelId,
        ctx.clock.iso(),
      );
      return ok(result, translate('tag.taggingSuccess', req.lang));
    },
  );

  app.delete(
    '/device/info/delete/:id',
    { schema: { tags, summary: 'Return a device to the farm (no refund)', params: idParams } },
    async (req) =>
      ok(await deleteDevices(ctx, caller(req), [req.params.id]), translate('common.deleteSuccess', req.lang)),
  );

  app.delete(
    '/device/info/deletes',
    {
      schema: {
        tags,
        summary: 'Return devices to the farm (no refund)',
        description: bulk,
        body: deviceDeletesBody,
      },
    },
    async (req) =>
      ok(await deleteDevices(ctx, caller(req), req.body.ids), translate('common.deleteSuccess', req.lang)),
  );
}
