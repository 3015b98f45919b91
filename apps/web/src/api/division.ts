import type {
  DepartmentAddBody,
  DepartmentListBody,
  DepartmentUpdateBody,
  DivisionAddBody,
  DivisionQueryBody,
  DivisionUpdateBody,
} from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { call } from './call';
import { divisionEndpoints as api } from './endpoints';

/** Department management (/user/division): departments, staff members, what the caller may manage. */
export const divisionApi = {
  scope: () => call(api.scope, {}, { silent: true }),
  staff: (body: DivisionQueryBody, page: PageState) =>
    call(api.staff, { body, query: page }, { silent: true }),
  addStaff: (body: DivisionAddBody) => call(api.add, { body }, { silent: true }),
  updateStaff: (body: DivisionUpdateBody, options: { silent?: boolean } = { silent: true }) =>
    call(api.update, { body }, options),
  departments: (body: DepartmentListBody, page: PageState) =>
    call(api.departments, { body, query: page }, { silent: true }),
  allDepartments: () => call(api.allDepartments, {}, { silent: true }),
  addDepartment: (body: DepartmentAddBody) => call(api.addDepartment, { body }, { silent: true }),
  updateDepartment: (body: DepartmentUpdateBody) => call(api.updateDepartment, { body }, { silent: true }),
  deleteDepartment: (id: number) => call(api.deleteDepartment, { params: { id } }),
};
