import { z } from 'zod';
import { endpointGroup } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { batchResult, idParams } from '../common/query.ts';
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

/** Department management (/user/division): staff logins of the caller's workspace. */
export const divisionEndpoints = endpointGroup('division', {
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
  departments: {
    method: 'POST',
    path: '/user/division/department/queryList',
    read: true,
    summary: 'Departments with their device groups, account tags and member count',
    query: pageQuery,
    body: departmentListBody,
    response: pageOf(departmentItem),
  },
  allDepartments: {
    method: 'POST',
    path: '/user/division/department/queryAll',
    read: true,
    summary: 'Every department the caller manages, for pickers',
    response: z.array(departmentItem),
  },
  addDepartment: {
    method: 'POST',
    path: '/user/division/department/add',
    summary: 'A department and the device groups and account tags its members may use',
    body: departmentAddBody,
    response: departmentItem,
  },
  updateDepartment: {
    method: 'PUT',
    path: '/user/division/department/update',
    summary: "A department's name, device groups or account tags (members' reach changes at once)",
    body: departmentUpdateBody,
    response: departmentItem,
  },
  deleteDepartment: {
    method: 'DELETE',
    path: '/user/division/department/delete/:id',
    summary: 'Deletes a department without members (409 while it has any)',
    params: idParams,
    response: batchResult,
  },
});
