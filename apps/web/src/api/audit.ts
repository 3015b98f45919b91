import { type AuditQueryBody, auditEndpoints as api } from '@reelfleet/contract';
import type { PageState } from '../components/ListPagination';
import { call } from './call';

/** The audit trail (docs/audit.md): the admin's every workspace, an owner's their own. */
export const auditApi = {
  list: (filter: AuditQueryBody, page: PageState) => call(api.list, { body: filter, query: page }),
  exportText: (filter: AuditQueryBody) => call(api.exportText, { body: filter }),
};
