import { z } from 'zod';
import { crudEndpoints } from '../common/crud.ts';
import { endpointGroup } from '../common/endpoint.ts';
import { pageOf } from '../common/pagination.ts';
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

const divisionCrud = crudEndpoints('/user/division');
const departmentCrud = crudEndpoints('/user/division/department');

/** Department management (/user/division): staff logins of the caller's workspace. */
export const divisionEndpoints = endpointGroup('division', {
  staff: divisionCrud.list({
    summary: "Staff of the caller's workspace",
    body: divisionQueryBody,
    response: pageOf(staffItem),
  }),
  add: divisionCrud.add({
    summary: "Add a staff login (service or manager) to the caller's workspace",
    body: divisionAddBody,
    response: staffItem,
  }),
  update: divisionCrud.update({
    summary: "A staff member's roles, name or status",
    body: divisionUpdateBody,
    response: staffItem,
  }),
  scope: {
    method: 'GET',
    path: '/user/division/scope',
    summary: "What the caller may manage: departments or only their own department's members",
    response: divisionScope,
  },
  departments: departmentCrud.list({
    summary: 'Departments with their device groups, account tags and member count',
    body: departmentListBody,
    response: pageOf(departmentItem),
  }),
  allDepartments: departmentCrud.all({
    summary: 'Every department the caller manages, for pickers',
    response: z.array(departmentItem),
  }),
  addDepartment: departmentCrud.add({
    summary: 'A department and the device groups and account tags its members may use',
    body: departmentAddBody,
    response: departmentItem,
  }),
  updateDepartment: departmentCrud.update({
    summary: "A department's name, device groups or account tags (members' reach changes at once)",
    body: departmentUpdateBody,
    response: departmentItem,
  }),
  deleteDepartment: departmentCrud.remove({
    summary: 'Deletes a department without members (409 while it has any)',
  }),
});
