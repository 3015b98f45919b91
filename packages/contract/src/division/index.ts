import { z } from 'zod';
import { idField, userFilterFields } from '../admin/index.ts';
import { emailField, passwordField, updateInfoBody, usernameField } from '../auth/index.ts';
import { rowName, rowTimes } from '../common/fields.ts';
import { BATCH_IDS_MAX, entityId, nameText, plainText } from '../common/query.ts';
import { STAFF_ROLES } from '../common/roles.ts';
import { USER_STATUSES } from '../user/constants.ts';
import { userInfo } from '../user/index.ts';

const staffRoles = z
  .array(z.enum(STAFF_ROLES))
  .min(1, { error: 'division.rolesRequired' })
  .max(STAFF_ROLES.length);

/** `POST /user/division/add`: a staff login inside the caller's workspace. */
export const divisionAddBody = z.strictObject({
  username: usernameField,
  password: passwordField,
  email: emailField.optional(),
  name: updateInfoBody.shape.name,
  roles: staffRoles,
  /** The department the member works in; null or absent: the whole workspace (owner and workspace managers only). */
  departmentId: entityId.nullable().optional(),
});
export type DivisionAddBody = z.infer<typeof divisionAddBody>;

/** Body of `POST /user/division/queryList`. */
export const divisionQueryBody = z
  .strictObject({
    ...userFilterFields,
    role: z.enum(STAFF_ROLES).optional(),
    departmentId: entityId.optional(),
  })
  .default({});
export type DivisionQueryBody = z.infer<typeof divisionQueryBody>;

/** `PUT /user/division/update`: a staff member's roles, name or status. */
export const divisionUpdateBody = z.strictObject({
  id: idField,
  roles: staffRoles.optional(),
  name: updateInfoBody.shape.name,
  status: z.enum(USER_STATUSES).optional(),
  departmentId: entityId.nullable().optional(),
});
export type DivisionUpdateBody = z.infer<typeof divisionUpdateBody>;

export const staffItem = userInfo
  .pick({
    id: true,
    username: true,
    name: true,
    email: true,
    roles: true,
    status: true,
    workspaceId: true,
    lastLogin: true,
    createTime: true,
  })
  .extend({
    /** Null: the member works in the whole workspace. */
    departmentId: z.number().int().nullable(),
    departmentName: z.string().nullable(),
  });
export type StaffItem = z.infer<typeof staffItem>;

export const DEPARTMENT_NAME_MAX = 30;
/** Departments a workspace may have. */
export const DEPARTMENTS_MAX = 200;

const departmentName = nameText(DEPARTMENT_NAME_MAX).min(1, { error: 'division.departmentNameRequired' });
const idList = z.array(entityId).max(BATCH_IDS_MAX);

/**
 * `POST /user/division/department/add`: a department and what its members may
 * use: device groups (their devices) and account tags (the accounts carrying them).
 */
export const departmentAddBody = z.strictObject({
  name: departmentName,
  groupIds: idList.default([]),
  /** Tags of kind account. */
  accountLabelIds: idList.default([]),
});
export type DepartmentAddBody = z.input<typeof departmentAddBody>;

/** `PUT /user/division/department/update`: the fields sent replace the department's. */
export const departmentUpdateBody = z.strictObject({
  id: entityId,
  name: departmentName.optional(),
  groupIds: idList.optional(),
  accountLabelIds: idList.optional(),
});
export type DepartmentUpdateBody = z.input<typeof departmentUpdateBody>;

export const departmentListBody = z
  .strictObject({ name: plainText(DEPARTMENT_NAME_MAX).optional() })
  .default({});
export type DepartmentListBody = z.input<typeof departmentListBody>;

const named = z.object(rowName);

export const departmentItem = z.object({
  ...rowName,
  groups: z.array(named),
  accountTags: z.array(named),
  members: z.number().int(),
  ...rowTimes,
});
export type DepartmentItem = z.infer<typeof departmentItem>;

/**
 * `GET /user/division/scope`: whether the caller may create, edit and delete
 * departments (false for a department's own manager, who manages its members
 * only), and the department the caller works in (null: the whole workspace).
 */
export const divisionScope = z.object({
  departments: z.boolean(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
});
export type DivisionScope = z.infer<typeof divisionScope>;
