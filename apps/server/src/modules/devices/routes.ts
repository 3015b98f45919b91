import { deviceEndpoints as api, translate } from '@reelfleet/contract';
import { ok } from '../../core/envelope.ts';
import { type App, caller } from '../../http/context.ts';
import { route } from '../../http/route.ts';
import { tagAndDeleteRoutes } from '../tags/routes.ts';
import { renewDevices, rentDevices } from './rental.ts';
import { deleteDevices, getDevice, listDevices, setDevicesProxy, updateDevice } from './service.ts';

/** Rented cloud-phone devices (spec 2 /devices/list). */
export async function deviceRoutes(app: App) {
  const { ctx } = app;

  route(app, api.list, async (req) => ok(await listDevices(ctx, caller(req), req.body, req.query, req.lang)));
  route(app, api.rent, async (req) => {
    const result = await rentDevices(ctx, caller(req), req.body, req.lang);
    return ok(result, translate('device.rentSuccess', req.lang, { count: result.devices.length }));
  });
  route(app, api.renew, async (req) =>
    ok(await renewDevices(ctx, caller(req), req.body), translate('device.renewalSuccess', req.lang)),
  );
  route(app, api.detail, async (req) => ok(await getDevice(ctx, caller(req), req.params.id, req.lang)));
  route(app, api.update, async (req) =>
    ok(await updateDevice(ctx, caller(req), req.body, req.lang), translate('common.updateSuccess', req.lang)),
  );
  route(app, api.setProxy, async (req) =>
    ok(await setDevicesProxy(ctx, caller(req), req.body), translate('device.proxySuccess', req.lang)),
  );
  tagAndDeleteRoutes(app, api, 'device', (auth, ids) => deleteDevices(ctx, auth, ids));
}
