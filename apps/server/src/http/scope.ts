import { areaOfPath, staffSeesArea } from '@reelfleet/contract';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../core/auth-context.ts';
import { AppError } from '../core/errors.ts';
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
export type ScopedKind = 'group' | 'device' | 'account' | 'accountTag' | 'department';

/** The department that limits the caller, or null when nothing does (owners, the admin, unscoped staff). */
export const departmentOf = (auth: Pick<AuthContext, 'departmentId'>): number | null => auth.departmentId;

const groupsOf = (department: number) =>
  sql`(select group_id from department_groups where department_id = ${department})`;
const tagsOf = (department: number) =>
  sql`(select tag_id from department_tags where department_id = ${department})`;

/**
 * The scope condition on `column` of a row of `kind` (a group id, a device's
 * group_id, an account's label_id, a tag id, a department id), or null when
 * the caller is not limited. A row without a group or tag is outside any
 * department. For tags, `kindColumn` keeps tags of other kinds (devices',
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
    case 'accountTag':
      return kindColumn
        ? sql<SqlBool>`(${sql.ref(kindColumn)} <> 'account' or ${ref} in ${tagsOf(department)})`
        : sql<SqlBool>`${ref} in ${tagsOf(department)}`;
    case 'department':
      return sql<SqlBool>`${ref} = ${department}`;
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
