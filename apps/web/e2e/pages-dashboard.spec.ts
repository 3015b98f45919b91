import { expect, test } from './fixtures';
import { api } from './pages-helpers';

test.describe('dashboard', () => {
  test('shows the real balance and recharge, and "—" where an area is not built', async ({
    page,
    request,
    user,
    openAs,
  }) => {
    await user.recharge(12_000);
    await user.recharge(345);
    const token = await user.login();
    await openAs(token, '/dashboard');

    await expect(page.getByTestId('card-balance-value')).toHaveText(/^12,345/);
    await expect(page.getByTestId('card-recharge-value')).toHaveText(/^12,345/);
    await expect(page.getByTestId('card-recharge-month-value')).toHaveText(/^12,345/);
    await expect(page.getByTestId('card-consumption-value')).toHaveText(/^0/);

    // Each area card follows its endpoint: a figure when built, an honest "—" while not.
    // The accounts endpoint measures fans collected this month apart (collectedAvailable: fan collection).
    const areas = [
      { path: '/dashboard/device', cards: ['devices-created', 'devices-expiring'] },
      { path: '/dashboard/tiktiok', cards: ['accounts', 'registered-month'] },
      { path: '/dashboard/tiktiok', cards: ['collected-month'], flag: 'collectedAvailable' as const },
      { path: '/dashboard/fans', cards: ['fans'] },
    ];
    for (const area of areas) {
      const figures = await api<{ available: boolean; collectedAvailable?: boolean }>(
        request,
        'GET',
        area.path,
        { token },
      );
      const measured = figures.available && (area.flag ? figures[area.flag] === true : true);
      for (const card of area.cards) {
        const value = page.getByTestId(`card-${card}-value`);
        if (measured) await expect(value).toHaveText(/^\d[\d,]*$/);
        else {
          await expect(value).toHaveText('—');
          await expect(page.getByTestId(`card-${card}`)).toContainText('Not available yet');
        }
      }
    }
    await expect(page.getByTestId('card-server-status-value')).toHaveText(
      /^(Smooth|Normal|Congested|Failure)$/,
    );
  });
});
