import type { ContactSettingsBody, HelpAddBody, HelpKind, HelpUpdateBody } from '@reelfleet/contract';
import type { PageState } from '../components/list/pageState';
import { call } from './call';
import { helpEndpoints as api, financeEndpoints } from './endpoints';

/** The price table (spec 7: GET /finance/price/name). Quiet: the help page shows its own empty state. */
export async function fetchPrices() {
  const data = await call(financeEndpoints.prices, {}, { silent: true });
  return Array.isArray(data) ? data : [data];
}

/** Help-centre articles and the contact dialog's settings. */
export const helpApi = {
  articles: (kind: HelpKind, page: PageState) =>
    call(api.articles, { body: { kind }, query: page }, { silent: true }),
  add: (body: HelpAddBody) => call(api.add, { body }, { silent: true }),
  update: (body: HelpUpdateBody) => call(api.update, { body }, { silent: true }),
  remove: (id: number) => call(api.remove, { params: { id } }),
  preview: (body: string) => call(api.preview, { body: { body } }, { silent: true }),
  contact: () => call(api.contact, {}, { silent: true }),
  updateContact: (body: ContactSettingsBody) => call(api.updateContact, { body }, { silent: true }),
};
