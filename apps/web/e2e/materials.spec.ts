import { toolbarButton } from './fit-helpers';
import { expect, test } from './fixtures';
import { openDialog, rows, toast } from './fleet-helpers';
import { chooseFiles, materialShot as shot, typeLabel } from './material-helpers';
import { api, holdRoute } from './pages-helpers';

/** A real 1×1 PNG (the server checks magic bytes and makes a thumbnail with sharp). */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string, bytes = PNG_1X1) => ({ name, mimeType: 'image/png', buffer: bytes });

test.describe('materials', () => {
  test('a text material with emoji from the picker, one per line, under a typed label', async ({
    page,
    request,
    ownerAt,
  }) => {
    const { owner, list } = await ownerAt(0, '/material/text', {
      heading: 'Text Materials',
      empty: 'No text materials yet',
    });

    const dialog = await openDialog(list, 'Add text materials');
    // Confirm once the form is on screen, as a user who sees it would.
    await expect(dialog.getByLabel('Name')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('Name cannot be empty')).toBeVisible();
    await expect(dialog.getByText('Please choose a label')).toBeVisible();

    await dialog.getByLabel('Name').fill('Openers');
    await typeLabel(dialog, 'Friendly');
    const texts = dialog.getByLabel('Texts');
    await texts.fill('Great video ');
    await dialog.getByRole('button', { name: 'Emoji' }).click();
    const picker = page.getByTestId('emoji-panel');
    // The spec's seven groups, in its order.
    await expect(picker.getByRole('region')).toHaveCount(7);
    await expect(picker.locator('.rf-emoji-heading')).toHaveText([
      'Emotions and faces',
      'Gestures and activities',
      'Feelings and love',
      'Animals and nature',
      'Food and drinks',
      'Transportation and places',
      'Objects and symbols',
    ]);
    await picker
      .getByRole('region', { name: 'Gestures and activities' })
      .getByRole('button', { name: '点赞' })
      .click();
    await expect(texts).toHaveValue('Great video 👍');
    await picker
      .getByRole('region', { name: 'Food and drinks' })
      .getByRole('button', { name: '咖啡' })
      .click();
    await expect(texts).toHaveValue('Great video 👍☕');
    // The picker puts the cursor back after the emoji on the next frame: type once it has.
    await expect(texts).toBeFocused();
    await texts.press('End');
    await texts.pressSequentially('\nSee you soon');
    await expect(dialog.getByTestId('material-line-count')).toHaveText(
      '2 lines, one material each (at most 500)',
    );
    await shot(page, 'text-add-en');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, '2 materials added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(list)).toHaveCount(2);
    await expect(list.getByText('Great video 👍☕')).toBeVisible();
    await expect(rows(list).first()).toContainText('Friendly');
    await shot(page, 'text-list-en');

    const stored = await api<{ list: Array<{ text: string }> }>(
      request,
      'POST',
      '/resource/material/queryList',
      {
        token: owner.token,
        body: { type: 'text' },
      },
    );
    expect(stored.list.map((m) => m.text).sort()).toEqual(['Great video 👍☕', 'See you soon']);
  });

  test('batch upload of three images: the one over 2 MB is filtered out naming it, the others upload with progress', async ({
    page,
    request,
    ownerAt,
  }) => {
    const { owner, list } = await ownerAt(0, '/material/image', { empty: 'No image materials yet' });
    const dialog = await openDialog(list, 'Upload images');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024)]);
    await chooseFiles(dialog, 'Banners', [png('first.png'), png('huge-banner.png', big), png('second.png')]);
    await expect(toast(page, 'huge-banner.png is larger than 2 MB and was not uploaded')).toBeVisible();
    await expect(dialog.getByTestId('material-refused')).toContainText('huge-banner.png is larger than 2 MB');
    await expect(dialog.getByTestId('material-upload-row')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(dialog.locator('[data-testid=material-upload-row][data-state=ready]')).toHaveCount(2);
    await expect(toast(page, '2 files uploaded')).toBeVisible();
    await shot(page, 'image-upload-en');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(rows(list)).toHaveCount(2);
    await expect(rows(list).first()).toContainText('Ready');
    await expect(rows(list).first()).toContainText('Banners');
    await expect(list.locator('img.rf-material-thumb')).toHaveCount(2);
    const stored = await api<{ total: number }>(request, 'POST', '/resource/material/queryList', {
      token: owner.token,
      body: { type: 'image' },
    });
    expect(stored.total).toBe(2);
    await shot(page, 'image-list-en');
  });

  test('a damaged image is refused in words, once, never with the decoder’s text', async ({
    page,
    ownerAt,
  }) => {
    const { list } = await ownerAt(0, '/material/image', { empty: 'No image materials yet' });
    const dialog = await openDialog(list, 'Upload images');
    // A JPEG's start and end with nothing between: its magic bytes pass, its header cannot be read.
    const damaged = Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/2Q==', 'base64');
    await chooseFiles(dialog, 'Banners', [{ name: 'cut.jpg', mimeType: 'image/jpeg', buffer: damaged }]);
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    const failed = dialog.locator('[data-testid=material-upload-row][data-state=failed]');
    await expect(failed).toHaveCount(1);
    const words = 'cut.jpg could not be read: the file is damaged or not an image';
    await expect(failed).toContainText(words);
    await expect(page.getByText(words)).toHaveCount(1);
    await expect(page.getByText(/vips/i)).toHaveCount(0);
  });

  test('an image dropped on the drop zone before its code has landed is kept, not opened by the browser', async ({
    page,
    ownerAt,
  }) => {
    const { list } = await ownerAt(0, '/material/image', { empty: 'No image materials yet' });
    // Hold antd's Upload (fetched with the dialog) so the drop falls on the stand-in.
    const release = await holdRoute(page, '**/assets/antdUpload-*.js');
    const dialog = await openDialog(list, 'Upload images');
    const hint = dialog.getByText('Click or drop files here; several at once');
    await expect(hint).toBeVisible();
    await expect(dialog.locator('.ant-upload-drag')).toHaveCount(0);
    const files = await page.evaluateHandle(
      (bytes) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes)], 'early.png', { type: 'image/png' }));
        return transfer;
      },
      [...PNG_1X1],
    );
    await hint.dispatchEvent('dragover', { dataTransfer: files });
    await hint.dispatchEvent('drop', { dataTransfer: files });
    release();
    await expect(dialog.locator('.ant-upload-drag')).toBeVisible();
    await expect(dialog.getByTestId('material-upload-row')).toHaveCount(1);
    await expect(dialog.getByTestId('material-upload-row')).toContainText('early.png');
    await expect(page).toHaveURL(/\/material\/image$/);
  });

  test('screens in zh and dark, desktop and 800 px', async ({ page, request, newOwner }) => {
    const owner = await newOwner(0);
    await api(request, 'POST', '/resource/material/add', {
      token: owner.token,
      body: {
        name: '开场白',
        subtype: 'comment',
        tagMode: 'name',
        labelName: '友好',
        texts: '太棒了 👍\n下次见 🌈',
      },
    });
    for (const [name, width, dark] of [
      ['desktop-dark-zh', 1280, true],
      ['800-light-zh', 800, false],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const list = await owner.open('/material/text', { lang: 'zh', dark, heading: '文本素材' });
      await expect(rows(list)).toHaveCount(2);
      await shot(page, `text-${name}`);
      await (await toolbarButton(page, list, '添加文本素材')).click();
      await page.getByRole('button', { name: '表情' }).click();
      await expect(page.getByRole('region', { name: '表情与情绪' })).toBeVisible();
      await shot(page, `text-add-${name}`);
      await page.keyboard.press('Escape');
      await page.keyboard.press('Escape');
      const images = await owner.open('/material/video', { lang: 'zh', dark, heading: '视频素材' });
      await (await toolbarButton(page, images, '上传视频')).click();
      await shot(page, `video-upload-${name}`);
      await page.keyboard.press('Escape');
      const tags = await owner.open('/material/tags', { lang: 'zh', dark });
      await expect(tags.getByText('友好')).toBeVisible();
      await shot(page, `tags-${name}`);
    }
  });
});
