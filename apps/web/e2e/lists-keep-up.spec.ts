import { pngOf } from '../../../scripts/png-fixture.ts';
import { expect, test } from './fixtures';
import { rows } from './fleet-helpers';

const UPLOADS = 30;

test.describe('lists that keep up', () => {
  test('uploaded images shown processing turn ready in the list without a click', async ({
    request,
    ownerAt,
  }) => {
    const { owner, list } = await ownerAt(0, '/material/image', { empty: 'No image materials yet' });
    // Another tab uploads a batch of large images at once: the server processes them one at a time,
    // so a queue builds (sent one by one, each could be done before the next arrived).
    const buffer = pngOf(5000, 4900);
    const responses = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        request.post(
          '/api/resource/material/upload?type=image&subtype=original&tagMode=name&labelName=Burst',
          {
            headers: { Authorization: `Bearer ${owner.token}` },
            multipart: { file: { name: `burst-${i}.png`, mimeType: 'image/png', buffer } },
          },
        ),
      ),
    );
    expect(responses.map((r) => r.status())).toEqual(Array(UPLOADS).fill(200));
    // The one click: the list reads them while most are still processing…
    await list.getByRole('button', { name: 'Refresh' }).click();
    await expect(rows(list)).toHaveCount(20);
    await expect(rows(list).filter({ hasText: 'Processing' }).first()).toBeVisible();
    // …and then, by itself, every row of the page becomes ready.
    await expect(rows(list).filter({ hasText: 'Processing' })).toHaveCount(0, { timeout: 60_000 });
    await expect(rows(list).filter({ hasText: 'Ready' })).toHaveCount(20);
  });
});
