import { endpointGroup } from '../common/endpoint.ts';
import { pageOf, pageQuery } from '../common/pagination.ts';
import { Role } from '../common/roles.ts';
import { exportFile } from '../resource/index.ts';
import { auditItem, auditQueryBody } from './index.ts';

/** Owners (user, vip, agent) and the admin; staff members are refused. */
const roles = [Role.user, Role.vip, Role.agent];

export const auditEndpoints = endpointGroup('audit', {
  list: {
    method: 'POST',
    path: '/audit/log/queryList',
    read: true,
    roles,
    summary: "The audit trail, newest first: the admin's every workspace, an owner's their workspace",
    query: pageQuery,
    body: auditQueryBody,
    response: pageOf(auditItem),
  },
  exportText: {
    method: 'POST',
    path: '/audit/log/export',
    read: true,
    roles,
    summary: 'The entries the filter finds as a text file, one entry a line (newest first)',
    description: "Nothing to export: 422 'No data to export'.",
    body: auditQueryBody,
    response: exportFile,
  },
});
