import { z } from 'zod';
import { endpoint } from '../common/endpoint.ts';
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

const tags = ['division'];

/** Department management (/user/division): staff logins of the caller's workspace. */
export const divisionEndpoints = {
  staff: endpoint({
    method: 'POST',
    path: '/user/division/queryList',
    tags,
    summary: "Staff of the caller's workspace",
    query: pageQuery,
    body: divisionQueryBody,
    response: pageOf(staffItem),
  }),
  add: endpoint({
    method: 'POST',
    path: '/user/division/add',
    tags,
    summary: "Add a staff login (service or manager) to the caller's workspace",
    body: divisionAddBody,
    response: staffItem,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/user/division/update',
    tags,
    summary: "A staff member's roles, name or status",
    body: divisionUpdateBody,
    response: staffItem,
  }),
  scope: endpoint({
    method: 'GET',
    path: '/user/division/scope',
    tags,
    summary: "What the caller may manage: departments or only their own department's members",
    response: divisionScope,
  }),
  departments: endpoint({
    method: 'POST',
    path: '/user/division/department/queryList',
    tags,
    summary: 'Departments with their device groups, account tags and member count',
    query: pageQuery,
    body: departmentListBody,
    response: pageOf(departmentItem),
  }),
  allDepartments: endpoint({
    method: 'POST',
    path: '/user/division/department/queryAll',
    tags,
    summary: 'Every department the caller manages, for pickers',
    response: z.array(departmentItem),
  }),
  addDepartment: endpoint({
    method: 'POST',
    path: '/user/division/department/add',
    tags,
    summary: 'A department and the device groups and account tags its members may use',
    body: departmentAddBody,
    response: departmentItem,
  }),
  updateDepartment: endpoint({
    method: 'PUT',
    path: '/user/division/department/update',
    tags,
    summary: "A department's name, device groups or account tags (members' reach changes at once)",
    body: departmentUpdateBody,
    response: departmentItem,
  }),
  deleteDepartment: endpoint({
    method: 'DELETE',
    path: '/user/division/department/delete/:id',
    tags,
    summary: 'Deletes a department without members (409 while it has any)',
    params: idParams,
    response: batchResult,
  }),
};
