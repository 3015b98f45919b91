import { areaOfPath, staffSeesArea } from '@reelfleet/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../core/auth-context.ts';
import { AppError, fieldError } from '../core/errors.ts';
import type { Db } from '../db/index.ts';

/**
 * Department scoping (docs/staff.md "Departments"): a staff member of a
 * department reaches only its device groups (and the devices in them) and
 * its account tags (and the accounts carrying one). These predicates are the
 * one definition: the ownership hook applies them to every id a request
 * carries (404 outside), and the lists apply them to what they show. Nothing
 * is cached: a change of a department's groups or tags holds at the next request.
 */

/**
 * Menu areas (contract division/areas.ts): a staff member calling an API
 * path of an area their roles lack gets 403 naming the area, before anything is read.
 */
export function assertStaffArea(auth: Pick<AuthContext, 'roles'>, routeUrl: string): void {
  const area = areaOfPath(routeUrl);
  if (area && !staffSeesArea(auth.roles, area)) {
    throw new AppError(403, 'division.areaRefused', {
      params: { area: `division.area.${area}` },
      data: { area },
    });
  }
}

/** What a scoped id or row is. */
export type ScopedKind =
  | 'group'
  | 'device'
  | 'account'
  | 'accountOf'
  | 'accountTag'
  | 'department'
  | 'submitter';

/** The department that limits the caller, or null when nothing does (owners, the admin, unscoped staff). */
export const departmentOf = (auth: Pick<AuthContext, 'departmentId'>): number | null => auth.departmentId;

const groupsOf = (department: number) =>
  sql`(select group_id from department_groups where department_id = ${department})`;
const tagsOf = (department: number) =>
  sql`(select tag_id from department_tags where department_id = ${department})`;

/**
 * The scope condition on `column` of a row of `kind` (a group id, a device's
 * group_id, an account's label_id, a row's account_id, a tag id, a department id), or null when
 * the caller is not limited. A row without a group or tag is outside any
 * department; a task or job (`submitter`: its user_id) is the department's when
 * one of its members submitted it. For tags, `kindColumn` keeps tags of other kinds (devices',
 * materials'...) out of the condition: departments limit account tags only.
 */
export function scopeCondition(
  auth: Pick<AuthContext, 'departmentId'>,
  kind: ScopedKind,
  column: string,
  kindColumn?: string,
): Expression<SqlBool> | null {
  const department = departmentOf(auth);
  if (department === null) return null;
  const ref = sql.ref(column);
  switch (kind) {
    case 'group':
    case 'device':
      return sql<SqlBool>`${ref} in ${groupsOf(department)}`;
    case 'account':
      return sql<SqlBool>`${ref} in ${tagsOf(department)}`;
    case 'accountOf':
      // A row of an account (a customer-service conversation, a statistics counter): by its account's tag.
      return sql<SqlBool>`${ref} in (select id from accounts where label_id in ${tagsOf(department)})`;
    case 'accountTag':
      return kindColumn
        ? sql<SqlBool>`(${sql.ref(kindColumn)} <> 'account' or ${ref} in ${tagsOf(department)})`
        : sql<SqlBool>`${ref} in ${tagsOf(department)}`;
    case 'department':
      return sql<SqlBool>`${ref} = ${department}`;
    case 'submitter':
      // Tasks and scheduled jobs: those the department's members submitted.
      return sql<SqlBool>`${ref} in (select id from users where department_id = ${department})`;
  }
}

/** `query.where(scope)` when the caller is limited; the query unchanged otherwise. */
export function scoped<Q extends { where(e: Expression<SqlBool>): Q }>(
  query: Q,
  auth: Pick<AuthContext, 'departmentId'>,
  kind: ScopedKind,
  column: string,
  kindColumn?: string,
): Q {
  const condition = scopeCondition(auth, kind, column, kindColumn);
  return condition ? query.where(condition) : query;
}

/**
 * A group or account tag a department's staff member creates joins their
 * department, so they can use what they made (inside the creating transaction when given one).
 */
export async function joinDepartment(
  db: Db,
  auth: Pick<AuthContext, 'departmentId'>,
  kind: 'group' | 'accountTag',
  id: number,
): Promise<void> {
  const department = departmentOf(auth);
  if (department === null) return;
  if (kind === 'group') {
    await db.insertInto('department_groups').values({ department_id: department, group_id: id }).execute();
  } else {
    await db.insertInto('department_tags').values({ department_id: department, tag_id: id }).execute();
  }
}

/**
 * Routes that would put a row out of its maker's reach: a department's staff
 * member renting devices without a group, or adding accounts without a tag,
 * or taking the group or tag off a row, would lose sight of it. For them the
 * field is required (`required`) or may not be null (400 naming the field).
 */
const STAY_IN_DEPARTMENT: Record<
  string,
  { field: 'groupId' | 'labelId'; in: 'body' | 'query'; required: boolean }
> = {
  'POST /api/device/info/add': { field: 'groupId', in: 'body', required: true },
  'PUT /api/device/info/update': { field: 'groupId', in: 'body', required: false },
  'PUT /api/device/group/move': { field: 'groupId', in: 'body', required: true },
  'POST /api/account/info/add': { field: 'labelId', in: 'body', required: true },
  'POST /api/account/info/upload': { field: 'labelId', in: 'query', required: true },
  'PUT /api/account/info/update': { field: 'labelId', in: 'body', required: false },
  'PUT /api/account/info/tag': { field: 'labelId', in: 'body', required: true },
};

/** The preValidation check of STAY_IN_DEPARTMENT (raw values: a query value is still a string). */
export function assertStaysInDepartment(
  auth: Pick<AuthContext, 'departmentId'>,
  route: string,
  parts: { body: unknown; query: unknown },
): void {
  if (departmentOf(auth) === null) return;
  const rule = STAY_IN_DEPARTMENT[route];
  if (!rule) return;
  const source = parts[rule.in];
  const values = source && typeof source === 'object' ? (source as Record<string, unknown>) : {};
  const value = values[rule.field];
  const missing = value === null || value === '' || (rule.required && value === undefined);
  if (missing) {
    throw fieldError(
      rule.field,
      rule.field === 'groupId' ? 'division.groupRequired' : 'division.tagRequired',
    );
  }
}
