import { bodyCall, call, pageCall } from './call';
import { divisionEndpoints as api } from './endpoints';

const silent = { silent: true };

/** Department management (/user/division): departments, staff members, what the caller may manage. */
export const divisionApi = {
  scope: () => call(api.scope, {}, silent),
  staff: pageCall(api.staff, silent),
  addStaff: bodyCall(api.add, silent),
  updateStaff: bodyCall(api.update, silent),
  departments: pageCall(api.departments, silent),
  allDepartments: () => call(api.allDepartments, {}, silent),
  addDepartment: bodyCall(api.addDepartment, silent),
  updateDepartment: bodyCall(api.updateDepartment, silent),
  deleteDepartment: (id: number) => call(api.deleteDepartment, { params: { id } }),
};
