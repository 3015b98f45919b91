import { z } from 'zod';
import { idField } from '../admin/index.ts';
import { emailField, passwordField, USERNAME_MAX, updateInfoBody, usernameField } from '../auth/index.ts';
import { STAFF_ROLES } from '../common/roles.ts';
import { plainText } from '../finance/index.ts';
import { USER_STATUSES, userInfo } from '../user/index.ts';

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
});
export type DivisionAddBody = z.infer<typeof divisionAddBody>;

/** Body of `POST /user/division/queryList`. */
export const divisionQueryBody = z
  .strictObject({
    username: plainText(USERNAME_MAX).optional(),
    status: z.enum(USER_STATUSES).optional(),
    role: z.enum(STAFF_ROLES).optional(),
  })
  .default({});
export type DivisionQueryBody = z.infer<typeof divisionQueryBody>;

/** `PUT /user/division/update`: a staff member's roles, name or status. */
export const divisionUpdateBody = z.strictObject({
  id: idField,
  roles: staffRoles.optional(),
  name: updateInfoBody.shape.name,
  status: z.enum(USER_STATUSES).optional(),
});
export type DivisionUpdateBody = z.infer<typeof divisionUpdateBody>;

export const staffItem = userInfo.pick({
  id: true,
  username: true,
  name: true,
  email: true,
  roles: true,
  status: true,
  workspaceId: true,
  lastLogin: true,
  createTime: true,
});
export type StaffItem = z.infer<typeof staffItem>;
