import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ADMIN, api, apiLogin, createOwner, opened, recharge } from './pages-helpers';

/** Helpers of the fleet e2e specs: set-up through the real API, and the antd widgets the screens use. */

export interface Owner {
  id: number;
  username: string;
  token: string;
}

/** A fresh workspace owner with `points`, logged in through the API. */
export async function ownerWithPoints(request: APIRequestContext, points: number): Promise<Owner> {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const user = await createOwner(request, admin, { prefix: 'e2efleet' });
  if (points > 0) await recharge(request, admin, user.id, points);
  return {
    id: user.id,
    username: user.username,
    token: await apiLogin(request, user.username, user.password),
  };
}

/** Adds proxies (one a line) through the API. */
export async function addProxies(request: APIRequestContext, token: string, proxies: string): Promise<void> {
  await api(request, 'POST', '/proxy/info/add', { token, body: { proxies } });
}

/** Rents devices for a month through the API. */
export async function rentDevices(request: APIRequestContext, token: string, count: number) {
  return api<{ devices: { id: number; name: string }[] }>(request, 'POST', '/device/info/add', {
    token,
    body: { count, months: 1 },
  });
}

/** The caller's available points, read from the server. */
export async function balanceOf(request: APIRequestContext, token: string): Promise<number> {
  const info = await api<{ balance: number }>(request, 'GET', '/user/info/get', { token });
  return info.balance;
}

/** The kept-alive view of a route (other visited views stay mounted, hidden). */
export function view(page: Page, path: string): Locator {
  return page.locator(`[data-view="${path}"]`);
}

export function rows(scope: Locator): Locator {
  return scope.locator('.ant-table-tbody tr.ant-table-row');
}

export async function selectRow(scope: Locator, index: number): Promise<void> {
  await rows(scope).nth(index).locator('.ant-checkbox-input').check();
}

export async function selectAll(scope: Locator): Promise<void> {
  await scope.locator('.ant-table-thead .ant-checkbox-input').check();
}

/**
 * Clicks the button `title` in `scope` and answers the dialog it opens, which bears the same title,
 * once it has finished opening (pages-helpers `opened`).
 */
export async function openDialog(scope: Locator | Page, title: string): Promise<Locator> {
  await scope.getByRole('button', { name: title }).click();
  const page = 'page' in scope ? scope.page() : scope;
  return opened(page.getByRole('dialog', { name: title }));
}

/** Opens an antd Select (by its accessible name) and answers its list once it has finished opening. */
export async function openList(scope: Locator | Page, name: string | RegExp): Promise<Locator> {
  const select = scope.getByRole('combobox', { name });
  // Clicked only when closed: a click on an open Select closes it.
  if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
  await expect(select).toHaveAttribute('aria-expanded', 'true');
  const page = select.page();
  // The list is the dropdown holding the listbox the open Select names.
  const listbox = page.locator(`[id="${await select.getAttribute('aria-controls')}"]`);
  return opened(page.locator('.ant-select-dropdown').filter({ has: listbox }));
}

/** Opens an antd Select (by its accessible name) and picks the option showing `option`. */
export async function pick(scope: Locator | Page, name: string | RegExp, option: string | RegExp) {
  const list = await openList(scope, name);
  await list.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Chooses `option` (its label) in a fixed list of choices drawn as the browser's select (NativeSelect). */
export async function choose(scope: Locator | Page, name: string | RegExp, option: string) {
  await scope.getByRole('combobox', { name }).selectOption({ label: option });
}

mkdirSync('/tmp/shots', { recursive: true });

/** Deletes a row with its Delete button, confirmed by `confirm` in the dialog `dialog`: the console says so. */
export async function deleteRow(page: Page, row: Locator, dialog: string, confirm = 'Delete'): Promise<void> {
  await row.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: dialog }).getByRole('button', { name: confirm }).click();
  await expect(toast(page, 'Delete Success')).toBeVisible();
}

/**
 * A control that works on selected rows, while none is: disabled, and its tooltip (on hover) and
 * accessible description say `why` ('Please select devices first'); `shot` names a screenshot of the tooltip.
 */
export async function needsSelection(
  page: Page,
  control: Locator,
  why: string,
  shot?: string,
): Promise<void> {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAccessibleDescription(why);
  // antd's disabled button fires no mouse events: the tooltip hangs on the span around it.
  await control.locator('xpath=..').hover();
  await expect(page.getByRole('tooltip').filter({ hasText: why })).toBeVisible();
  if (shot) await fleetShot(page, shot);
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip').filter({ hasText: why })).toBeHidden();
}

/**
 * A batch action of the list, its button `button`: with nothing selected it is disabled saying
 * `nothingSelected`; with the first `select` rows (or all) selected it opens its dialog, answered,
 * named `dialog`.
 */
export async function batchAction(
  page: Page,
  list: Locator,
  button: string,
  o: { nothingSelected: string; select: number | 'all'; dialog: string },
): Promise<Locator> {
  await needsSelection(page, list.getByRole('button', { name: button }), o.nothingSelected);
  if (o.select === 'all') await selectAll(list);
  else for (let i = 0; i < o.select; i++) await selectRow(list, i);
  await expect(list.getByRole('button', { name: button })).toBeEnabled();
  await list.getByRole('button', { name: button }).click();
  return page.getByRole('dialog', { name: o.dialog });
}

/** A screenshot for a person to look at: /tmp/shots/fleet-<name>.png. */
export async function fleetShot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(350);
  await page.screenshot({ path: `/tmp/shots/fleet-${name}.png` });
}

/** A toast (antd message) with this text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator('.ant-message-notice').filter({ hasText: text });
}

export { expect };
