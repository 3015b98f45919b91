import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openDialog, openList } from './fleet-helpers';
import { api, uniqueName } from './pages-helpers';
import { openWizard, pick, setUpFleet } from './tasks-helpers';

/**
 * The helpers that open a dialog or a Select's list act once its opening motion has ended
 * (pages-helpers `opened`), also when the browser's main thread is slow, as on a loaded machine.
 * There React's background work (antd's motion steps among it) is made to wait `SLOW_MS` before each
 * slice: a click aimed while a popup was still drawn transparent before its motion began was lost
 * (its press started the motion, its release landed beside the shrunken popup), and a list's options
 * looked for just after were not there. Flakes seen before: the group dialog's empty-name error never
 * shown after OK, the signup wizard's Devices field left empty (docs/decisions.md).
 */
const SLOW_MS = 100;

/**
 * From the next page load, delays each message of a MessageChannel by `SLOW_MS`: React's scheduler
 * posts its slices of work so (it makes its channel as it loads).
 */
async function slowMainThread(page: Page) {
  await page.addInitScript((ms) => {
    window.MessageChannel = class extends window.MessageChannel {
      constructor() {
        super();
        const post = this.port2.postMessage.bind(this.port2);
        this.port2.postMessage = (message: unknown) => void setTimeout(() => post(message), ms);
      }
    };
  }, SLOW_MS);
}

test.describe('opening motions on a slow main thread', () => {
  test('the group dialog shows its empty-name error after the first OK', async ({ page, newOwner }) => {
    const owner = await newOwner(0);
    await slowMainThread(page);
    const groups = await owner.open('/devices/group', { heading: 'Group Management' });
    const form = await openDialog(groups, 'New group');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('Name cannot be empty')).toBeVisible();
  });

  test('the signup wizard keeps the phones and proxies picked on its devices step', async ({
    page,
    request,
    openAs,
  }) => {
    const fleet = await setUpFleet(request, { devices: 3, accounts: 1 });
    await api(request, 'POST', '/proxy/info/add', {
      token: fleet.token,
      body: { proxies: 'u1:p1@10.20.0.1:8000\nu2:p2@10.20.0.2:8000' },
    });
    const label = uniqueName('reg-');
    await api(request, 'POST', '/account/tag/add', { token: fleet.token, body: { name: label } });
    await slowMainThread(page);
    await openAs(fleet.token, '/resource/regaccount', { heading: 'Account Registration' });
    const wizard = await openWizard(page, 'New account registration');
    await wizard.getByLabel('Task name').fill('Register slowly');
    await pick(page, 'Region', 'United States (US)');
    await pick(page, 'Label', label);
    await wizard.getByRole('button', { name: 'Next' }).click();
    const phones = (await openList(wizard, 'Devices')).locator('.ant-select-item-option');
    await expect(phones).toHaveCount(3);
    for (const phone of await phones.all()) await phone.click();
    await page.locator('.ant-modal:visible .ant-modal-title').last().click();
    await pick(page, 'Proxies', '10.20.0.1');
    const devices = wizard
      .locator('.ant-form-item')
      .filter({ has: page.getByRole('combobox', { name: 'Devices' }) });
    await expect(devices.locator('.ant-select-selection-item')).toHaveCount(3);
    await expect(wizard.locator('[data-step="devices"]')).toContainText(fleet.groupName);
    await expect(wizard.locator('[data-step="devices"]')).toContainText('10.20.0.1');
  });
});
