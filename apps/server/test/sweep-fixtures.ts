import { ok } from './fleet-fixtures.ts';
import type { TestServer } from './harness.ts';
import { fanRow } from './rows.ts';
import type { Workspace } from './tasks-fixtures.ts';

/** The rows of the sweeps over the OpenAPI document (cross-workspace, audit): a workspace with one of each. */

export type Ids = Record<string, number | string>;

/**
 * Gives the workspace a row of every kind through the API (tags of each kind, a proxy, a reserve
 * account, a batch-login task and its job, a staff login, a department, a text material, an access
 * token) and in the
 * database (a notification, a collected fan); answers an id of each, keyed `table.column`.
 */
export async function populate(server: TestServer, ws: Workspace, prefix: string): Promise<Ids> {
  const batch = { name: `${prefix} login`, groupId: ws.groupId, accountLabelIds: [ws.tagId] };
  const adds: Array<[what: string, path: string, body: object]> = [
    ['device tag', '/device/tag/add', { name: `${prefix} dev` }],
    ['group tag', '/device/groupTag/add', { name: `${prefix} grp` }],
    ['proxy tag', '/proxy/tag/add', { name: `${prefix} prx` }],
    ['proxy', '/proxy/info/add', { proxies: `${prefix}:pw@10.1.2.3:8000` }],
    ['fans tag', '/resource/fansTag/add', { name: `${prefix} fans` }],
    ['reserve tag', '/resource/accountTag/add', { name: `${prefix} reserve` }],
    ['reserve account', '/resource/account/add', { account: `${prefix}_spare`, password: 'pw' }],
    ['task', '/tiktok/api/online/user/login', batch],
    ['job', '/job/add', { name: `${prefix} job`, subtype: 'batch_login', everyMinutes: 60, body: batch }],
    [
      'staff',
      '/user/division/add',
      { username: `${prefix}_staff`, password: 'secret123', name: 'Staff', roles: ['service'] },
    ],
    [
      'department',
      '/user/division/department/add',
      { name: `${prefix} dept`, groupIds: [ws.groupId], accountLabelIds: [ws.tagId] },
    ],
    ['access token', '/user/token/add', { name: `${prefix} script`, scopes: ['read'], expiresInDays: 7 }],
    // A text material: the material routes and the tasks that take materialIds sweep it too.
    [
      'material',
      '/resource/material/add',
      {
        name: `${prefix} text`,
        subtype: 'comment',
        texts: 'hello',
        tagMode: 'name',
        labelName: `${prefix} texts`,
      },
    ],
  ];
  for (const [what, path, body] of adds) ok(await ws.api.post(path, body), what);
  const db = server.ctx.db;
  const at = new Date().toISOString();
  const note = await db
    .insertInto('notifications')
    .values({
      user_id: ws.ownerId,
      type: 'system',
      message: 'hello',
      mark: null,
      read_at: at,
      deleted_at: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = (kind: string) =>
    db
      .selectFrom('tags')
      .select('id')
      .where('workspace_id', '=', ws.ownerId)
      .where('kind', '=', kind as 'account')
      .executeTakeFirstOrThrow();
  const one = <
    T extends 'proxies' | 'tasks' | 'task_jobs' | 'departments' | 'resource_accounts' | 'materials',
  >(
    table: T,
  ) =>
    db
      .selectFrom(table as 'tasks')
      .selectAll()
      .where('workspace_id', '=', ws.ownerId)
      .executeTakeFirstOrThrow();
  const task = await one('tasks');
  const fan = await db
    .insertInto('resource_fans')
    .values(fanRow(ws.ownerId, { uid: `${prefix}-fan`, account: `${prefix}.fan`, at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const staff = await db
    .selectFrom('users')
    .select('id')
    .where('workspace_id', '=', ws.ownerId)
    .where('user_type', '=', 'staff')
    .executeTakeFirstOrThrow();
  return {
    'tags.id:account': ws.tagId,
    'tags.id:device': (await tag('device')).id,
    'tags.id:group': (await tag('group')).id,
    'tags.id:proxy': (await tag('proxy')).id,
    'tags.id:fans': (await tag('fans')).id,
    'tags.id:accountResource': (await tag('accountResource')).id,
    'resource_fans.id': fan.id,
    'resource_accounts.id': (await one('resource_accounts')).id,
    'device_groups.id': ws.groupId,
    'devices.id': ws.deviceIds[0]!,
    'accounts.id': ws.accountIds[0]!,
    'proxies.id': (await one('proxies')).id,
    'tasks.id': task.id,
    'tasks.log_id': task.log_id,
    'task_jobs.id': (await one('task_jobs')).id,
    'notifications.id': note.id,
    'users.id': staff.id,
    'departments.id': (await one('departments')).id,
    'materials.id': (await one('materials')).id,
    'access_tokens.id': (
      await db
        .selectFrom('access_tokens')
        .select('id')
        .where('user_id', '=', ws.ownerId)
        .executeTakeFirstOrThrow()
    ).id,
  };
}
