import { expect, test } from './fixtures';
import { logInWithForm } from './pages-helpers';

test.describe('profile', () => {
  test('edits the user info and rejects a bad email next to the field', async ({ page, user, openAs }) => {
    await openAs(user, '/user/profile', { heading: 'Account settings' });

    await page.getByLabel('Email').fill('broken@');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByLabel('Email').fill('new-address@example.com');
    await page.getByLabel('Name').fill('Mia Operator');
    await page.getByLabel('Alias').fill('mia');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByLabel('Introduction').fill('Runs the spring campaign.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();

    await page.goto('/profile/index');
    await expect(page.getByLabel('Name')).toHaveValue('Mia Operator');
    await expect(page.getByLabel('Alias')).toHaveValue('mia');
    await expect(page.getByLabel('Email')).toHaveValue('new-address@example.com');
    await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByLabel('Introduction')).toHaveValue('Runs the spring campaign.');
    await expect(page.getByRole('heading', { name: 'Mia Operator' })).toBeVisible();
  });

  test('uploads an avatar and refuses one over 2 MB', async ({ page, user, openAs }) => {
    await openAs(user, '/user/profile');
    const chooser = page.locator('input[type="file"]');
    // A 1x1 PNG.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await chooser.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByText('Avatar updated')).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Your avatar' }).locator('xpath=self::img|.//img').first(),
    ).toHaveAttribute('src', /\/api\/user\/avatar\//);

    const big = Buffer.alloc(2 * 1024 * 1024 + 1, 0);
    png.copy(big);
    await chooser.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(page.getByText('The image must be at most 2 MB')).toBeVisible();
  });

  test('changes the password by the spec rules, then goes to login', async ({ page, user, openAs }) => {
    await openAs(user, '/user/profile');
    await page.getByRole('tab', { name: 'Change password' }).click();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByLabel('New password', { exact: true }).fill('onlyletters');
    await page.getByLabel('Confirm new password').fill('onlyletters');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('New password must contain letters and digits and be longer than 8 characters'),
    ).toBeVisible();

    await page.getByLabel('Current password').fill('wrong-current-1');
    await page.getByLabel('New password', { exact: true }).fill('Better2025x');
    await page.getByLabel('Confirm new password').fill('Better2025x');
    await page.getByRole('button', { name: 'Change password' }).click();
    const current = page.locator('.ant-form-item').filter({ has: page.getByLabel('Current password') });
    await expect(current.getByText('The current password is wrong')).toBeVisible();

    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Password updated; please log in again')).toBeVisible();
    await logInWithForm(page, user.username, 'Better2025x');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
