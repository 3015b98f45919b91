import { acceptOf } from '@reelfleet/contract';
import { expect, test } from './fixtures';
import { openDialog } from './fleet-helpers';

const SHOTS = '/tmp/ioa11y-shots';

/**
 * Issue 38: every file picker offers only what the server takes. Each `accept` is the contract's
 * acceptOf(kind), the list the server checks uploads against (FILE_TYPES); the batch login's TXT
 * picker is checked in tasks-batchlogin.spec.ts.
 */
test('each file picker accepts exactly the types its upload takes, and a dropped wrong file is refused before sending', async ({
  page,
  ownerAt,
}) => {
  const { owner, list } = await ownerAt(0, '/material/video', { empty: 'No video materials yet' });
  const videos = await openDialog(list, 'Upload videos');
  const videoInput = videos.locator('input[type="file"]');
  await expect(videoInput).toHaveAttribute('accept', acceptOf('video'));
  expect(acceptOf('video')).toBe('.mp4,.mov,video/mp4,video/quicktime');
  // A picture given anyway (dropped, or "all files" chosen): refused here, naming it; nothing is sent.
  let uploads = 0;
  page.on('request', (r) => {
    if (r.url().includes('/resource/material/upload')) uploads++;
  });
  await videoInput.setInputFiles({
    name: 'cover.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  });
  await expect(videos.getByTestId('material-refused')).toContainText('cover.jpg');
  await expect(page.getByText('cover.jpg is not an MP4 or MOV video')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/video-picker-refused-en.png` });
  await videos.getByRole('button', { name: 'Upload', exact: true }).click();
  expect(uploads).toBe(0);
  await videos.getByRole('button', { name: 'Close' }).last().click();

  const images = await openDialog(
    await owner.open('/material/image', { empty: 'No image materials yet' }),
    'Upload images',
  );
  await expect(images.locator('input[type="file"]')).toHaveAttribute('accept', acceptOf('image'));
  await images.getByRole('button', { name: 'Close' }).last().click();

  await owner.open('/user/profile');
  await expect(page.locator('input[type="file"]')).toHaveAttribute('accept', acceptOf('image'));

  await (await owner.open('/account/list', { empty: 'No accounts yet' }))
    .getByRole('button', { name: 'Import TXT' })
    .click();
  const accounts = page.getByRole('dialog', { name: 'Import accounts' });
  await expect(accounts.locator('input[type="file"]')).toHaveAttribute('accept', acceptOf('txt'));

  await (await owner.open('/resource/account')).getByRole('button', { name: 'Import TXT' }).click();
  const reserve = page.getByRole('dialog', { name: 'Import account resources' });
  await expect(reserve.locator('input[type="file"]')).toHaveAttribute('accept', acceptOf('txt'));
});
