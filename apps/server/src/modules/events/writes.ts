import type { PushList } from '@reelfleet/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../core/context.ts';

/** Which lists a successful write under a path may have changed (by the route's path under /api). */
const LISTS_BY_PATH: Array<[prefix: string, lists: PushList[]]> = [
  ['/api/task/', ['tasks']],
  ['/api/tiktok/api/', ['tasks']],
  ['/api/resource/gather', ['tasks']],
  ['/api/job/', ['tasks']],
  ['/api/device/', ['devices']],
  ['/api/account/', ['accounts']],
  ['/api/resource/material', ['materials']],
];

const INBOX = '/api/system/message/';
/** Writes that put a notification in another user's inbox (`userId` of the body): a recharge, an announcement. */
const NOTIFY_OTHERS = new Set([
  '/api/admin/user/recharge',
  '/api/agent/user/recharge',
  '/api/system/message/send',
]);

/**
 * After a write succeeded (2xx) (its transaction has committed): the lists it may have changed are
 * invalidated for the caller's workspace, and an inbox change moves the counts of the caller in
 * their other tabs, or of the user a recharge or an announcement notified. An onResponse hook, so a route
 * needs no code for it; a write of the admin's (no workspace) invalidates nothing.
 */
export function pushAfterWrite(ctx: AppContext) {
  return (req: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const push = ctx.push;
    const auth = req.auth;
    if (!push || !auth || !req.routeOptions.config.write || reply.statusCode >= 300) return done();
    const url = req.routeOptions.config.url ?? '';
    if (NOTIFY_OTHERS.has(url)) {
      const to = (req.body as { userId?: unknown } | undefined)?.userId;
      if (typeof to === 'number') push.unreadChanged([to]);
      return done();
    }
    if (url.startsWith(INBOX)) {
      push.unreadChanged([auth.userId]);
      return done();
    }
    if (auth.workspaceId === null) return done();
    const lists = LISTS_BY_PATH.find(([prefix]) => url.startsWith(prefix))?.[1];
    if (lists) push.invalidate(auth.workspaceId, lists);
    done();
  };
}
