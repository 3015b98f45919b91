import { z } from 'zod';
import { crudGroup } from '../common/crud.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import {
  departmentAddBody,
  departmentItem,
  departmentListBody,
  departmentUpdateBody,
  divisionAddBody,
  divisionQueryBody,
  divisionScope,
  divisionUpdateBody,
  staffItem,
} from './index.ts';

/** Department management (/user/division): staff logins of the caller's workspace and its departments (the CRUD of /user/division/department). */
export const divisionEndpoints = crudGroup('division', '/user/division/department', (crud) => ({
  staff: {
    method: 'POST',
    path: '/user/division/queryList',
    read: true,
    summary: "Staff of the caller's workspace",
    query: pageQuery,
    body: divisionQueryBody,
    response: pageOf(staffItem),
  },
  add: {
    method: 'POST',
    path: '/user/division/add',
    summary: "Add a staff login (service or manager) to the caller's workspace",
    body: divisionAddBody,
    response: staffItem,
  },
  update: {
    method: 'PUT',
    path: '/user/division/update',
    summary: "A staff member's roles, name or status",
    body: divisionUpdateBody,
    response: staffItem,
  },
  scope: {
    method: 'GET',
    path: '/user/division/scope',
    summary: "What the caller may manage: departments or only their own department's members",
    response: divisionScope,
  },
  departments: crud.list({
    summary: 'Departments with their device groups, account tags and member count',
    body: departmentListBody,
    response: pageOf(departmentItem),
  }),
  allDepartments: crud.all({
    summary: 'Every department the caller manages, for pickers',
    response: z.array(departmentItem),
  }),
  addDepartment: crud.add({
    summary: 'A department and the device groups and account tags its members may use',
    body: departmentAddBody,
    response: departmentItem,
  }),
  updateDepartment: crud.update({
    summary: "A department's name, device groups or account tags (members' reach changes at once)",
    body: departmentUpdateBody,
    response: departmentItem,
  }),
  deleteDepartment: crud.remove({ summary: 'Deletes a department without members (409 while it has any)' }),
}));
