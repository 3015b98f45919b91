import { endpoint } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { divisionAddBody, divisionQueryBody, divisionUpdateBody, staffItem } from './index.ts';

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
};
