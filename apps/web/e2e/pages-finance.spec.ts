import { expect, test } from './fixtures';
import { choose } from './fleet-helpers';
import { api } from './pages-helpers';

test.describe('finance pages', () => {
  test('recharge details list the real records with filters and the pager', async ({
    page,
    user,
    openAs,
  }) => {
    await user.recharge(1_500);
    await user.recharge(700);
    await openAs(user, '/user/finance');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText('700');
    await expect(rows.first()).toContainText('Recharge');
    await expect(rows.first()).toContainText('Administrator');
    await expect(rows.first()).toContainText('2,200');
    await expect(rows.nth(1)).toContainText('1,500');
    await expect(page.getByText('Total 2')).toBeVisible();

    await choose(page, 'Type', 'Refund');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No recharge records')).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(rows).toHaveCount(2);
  });

  test("consumption details show an agent's transfer to its user", async ({
    page,
    request,
    agent,
    openAs,
  }) => {
    await agent.recharge(5_000);
    const agentToken = await agent.login();
    // A user registered with the agent's code, then recharged by the agent.
    const username = `e2ecust${Date.now().toString(36)}`;
    const customer = await api<{ id: number }>(request, 'POST', '/user/add', {
      body: {
        username,
        password: 'Secret123x',
        confirmPassword: 'Secret123x',
        email: `${username}@example.com`,
        captchaId: 'e2e',
        code: 'AB12',
        invitationCode: agent.inviteCode,
        ageConfirmed: true,
      },
    });
    await api(request, 'POST', '/agent/user/recharge', {
      token: agentToken,
      body: { userId: customer.id, amount: 1_200, idemKey: `e2e-${username}` },
    });
    await openAs(agentToken, '/user/consume', { heading: 'Consumption details' });
    await expect(page.getByTestId('price-list')).toContainText('Account registration: 25 points per account');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Recharge for a user');
    await expect(rows.first()).toContainText('1,200');
    await expect(rows.first()).toContainText('3,800');
  });
});
