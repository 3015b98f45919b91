import type { AuditQueryBody } from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { call } from './call';
import { auditEndpoints as api } from './endpoints';

/** The audit trail (docs/audit.md): the admin's every workspace, an owner's their own. */
export const auditApi = {
  list: (filter: AuditQueryBody, page: PageState) => call(api.list, { body: filter, query: page }),
  exportText: (filter: AuditQueryBody) => call(api.exportText, { body: filter }),
};
