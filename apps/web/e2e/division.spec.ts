import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { type Owner, openDialog, pick, rentDevices, rows, toast, view } from './fleet-helpers';
import { api, apiLogin, screenVariants, uniqueName } from './pages-helpers';

/**
 * Departments (issue 15): the owner creates a department with a device group
 * and an account tag and adds an operator to it; the operator logs in and sees
 * only those devices and accounts, and no customer-service or department menu.
 */

const SHOTS = '/tmp/shots';

interface Named {
  id: number;
  name: string;
}

/** An owner with two devices, groups, tags and accounts: one of each inside the department-to-be, one outside. */
async function setUp(request: APIRequestContext, owner: Owner) {
  const token = owner.token;
  const { devices } = await rentDevices(request, token, 2);
  const group = (name: string) => api<Named>(request, 'POST', '/device/group/add', { token, body: { name } });
  const tag = (name: string) => api<Named>(request, 'POST', '/account/tag/add', { token, body: { name } });
  const inside = { group: await group(uniqueName('North ')), tag: await tag(uniqueName('North ')) };
  const outside = { group: await group(uniqueName('South ')), tag: await tag(uniqueName('South ')) };
  await api(request, 'PUT', '/device/group/move', {
    token,
    body: { ids: [devices[0]!.id], groupId: inside.group.id },
  });
  await api(request, 'PUT', '/device/group/move', {
    token,
    body: { ids: [devices[1]!.id], groupId: outside.group.id },
  });
  const account = (prefix: string, labelId: number) =>
    api<{ account: string }>(request, 'POST', '/account/info/add', {
      token,
      body: { account: uniqueName(prefix), password: 'pw-123456', labelId },
    });
  const accounts = {
    inside: await account('north_', inside.tag.id),
    outside: await account('south_', outside.tag.id),
  };
  return { owner, token, devices, inside, outside, accounts };
}

const test = base.extend<{ division: Awaited<ReturnType<typeof setUp>> }>({
  division: async ({ request, newOwner }, use) => {
    await use(await setUp(request, await newOwner(5_000)));
  },
});

async function shots(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${SHOTS}/division-${name}.png`, fullPage: true });
}

test('an owner creates a department and an operator in it; the operator sees only its devices and accounts', async ({
  page,
  request,
  openAs,
  division: s,
}) => {
  const department = uniqueName('Sales ');

  // The owner: a new department with the inside group and tag.
  const screen = await openAs(s.token, '/user/division');
  const dialog = await openDialog(screen, 'New department');
  await dialog.getByLabel('Department name').fill(department);
  await pick(dialog, 'Device groups', s.inside.group.name);
  await page.keyboard.press('Escape');
  await pick(dialog, 'Account tags', s.inside.tag.name);
  await page.keyboard.press('Escape');
  await shots(page, 'owner-department-dialog-en');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Added successfully')).toBeVisible();
  const row = rows(screen.getByTestId('division-departments')).filter({ hasText: department });
  await expect(row).toContainText(s.inside.group.name);
  await expect(row).toContainText(s.inside.tag.name);
  await expect(row).not.toContainText(s.outside.group.name);

  // An operator in it.
  await screen.getByRole('tab', { name: 'Members' }).click();
  const add = await openDialog(screen, 'Add member');
  const username = uniqueName('e2eop');
  await add.getByLabel('Username').fill(username);
  await add.getByLabel('Password').fill('Secret123x');
  await expect(add.getByText(/Sees: Device Management/)).toBeVisible();
  await pick(add, 'Department', department);
  await add.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, `${username} created`)).toBeVisible();
  const member = rows(screen.getByTestId('division-members')).filter({ hasText: username });
  await expect(member).toContainText(department);
  await expect(member).toContainText('Operator');
  await shots(page, 'owner-members-en');

  // Bad input names the field before anything is written.
  await screen.getByRole('tab', { name: 'Departments' }).click();
  await screen.getByRole('button', { name: 'New department' }).click();
  await dialog.getByLabel('Department name').fill(department);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('A department with this name exists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The operator: only the department's device and account, no customer service, no departments.
  const operator = await apiLogin(request, username, 'Secret123x');
  const devices = await openAs(operator, '/devices/list');
  await expect(rows(devices)).toHaveCount(1);
  await expect(rows(devices).first()).toContainText(s.devices[0]!.name);
  await expect(page.getByRole('menuitem', { name: 'Customer Service' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Device Management' })).toBeVisible();
  await shots(page, 'operator-devices-en');
  await page.goto('/account/list');
  const accounts = view(page, '/account/list');
  await expect(rows(accounts)).toHaveCount(1);
  await expect(rows(accounts).first()).toContainText(s.accounts.inside.account);
  await page.goto('/user/division');
  await expect(page).toHaveURL(/\/401/);
});

const TITLE = { en: 'Department Management', zh: '部门管理' } as const;

for (const v of screenVariants({ desktop: 800, narrow: 900 })) {
  test(`the department screen, ${v.name}; a department manager is told up front`, async ({
    page,
    request,
    openAs,
    division: s,
  }) => {
    const dept = await api<Named>(request, 'POST', '/user/division/department/add', {
      token: s.token,
      body: {
        name: uniqueName('Support '),
        groupIds: [s.inside.group.id],
        accountLabelIds: [s.inside.tag.id],
      },
    });
    const managerName = uniqueName('e2emgr');
    await api(request, 'POST', '/user/division/add', {
      token: s.token,
      body: { username: managerName, password: 'Secret123x', roles: ['manager'], departmentId: dept.id },
    });
    await page.setViewportSize({ width: v.width, height: v.height });
    const manager = await apiLogin(request, managerName, 'Secret123x');
    const screen = await openAs(manager, '/user/division', v);
    await expect(page.getByRole('heading', { name: TITLE[v.lang] })).toBeVisible();
    await expect(page.getByTestId('division-own-department')).toContainText(dept.name);
    const departments = screen.getByTestId('division-departments');
    // Below 992 px a row keeps its name; its groups are in the row's expansion.
    if (v.width < 992)
      await departments
        .getByRole('button', { name: /Expand row|展开行/ })
        .first()
        .click();
    await expect(departments).toContainText(s.inside.group.name);
    await expect(
      screen.getByRole('button', { name: v.lang === 'en' ? 'New department' : '新建部门' }),
    ).toHaveCount(0);
    await shots(page, `manager-${v.name}`);
    await screen.getByRole('tab', { name: v.lang === 'en' ? 'Roles and menu areas' : '角色与菜单' }).click();
    await shots(page, `roles-${v.name}`);
  });
}
