import { expect, test } from './fixtures';

test('the server answers health and serves the console page', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect((await health.json()).data.status).toBe('ok');
  await page.goto('/');
  await expect(page).toHaveTitle(/ReelFleet/);
});
