import { expect, test } from './fixtures';
import {
  addProxies,
  balanceOf,
  batchAction,
  deleteRow,
  openDialog,
  pick,
  rows,
  toast,
  view,
} from './fleet-helpers';
import { api } from './pages-helpers';

test.describe('proxies', () => {
  test('a batch with a bad line is refused naming the line and keeps the text; a good batch is added masked', async ({
    page,
    request,
    ownerAt,
  }) => {
    const { owner, list } = await ownerAt(0, '/proxy/agentmanage', {
      heading: 'Proxy List',
      empty: 'No proxies yet',
    });

    const dialog = await openDialog(list, 'Add proxies');
    const text = dialog.getByLabel('Proxies, one per line');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      dialog.getByText('proxy information cannot be empty, please fill it out again'),
    ).toBeVisible();

    const bad = [
      'alice:s3cret-one@203.0.113.7:8000',
      'bob-without-password@203.0.113.8:8000',
      'carol:s3cret-three@gate.example.net:9000',
    ].join('\n');
    await text.fill(bad);
    // The contract's parser flags the line while typing ...
    await expect(dialog.getByTestId('proxy-check')).toContainText('line 2');
    // ... and the server, the authority, refuses the whole batch naming it.
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Proxy Format Is Incorrect, Please Re-enter (line 2: username and password are required, username without ":")',
    );
    await expect(text).toHaveValue(bad);
    const none = await api<{ total: number }>(request, 'POST', '/proxy/info/queryList', {
      token: owner.token,
      body: {},
    });
    expect(none.total).toBe(0);

    // Closing and opening again loses nothing typed.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await list.getByRole('button', { name: 'Add proxies' }).click();
    await expect(text).toHaveValue(bad);

    await text.fill(bad.replace('bob-without-password@', 'bob:s3cret-two@'));
    await expect(dialog.getByTestId('proxy-check')).toContainText('3 proxies ready to add');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, '3 proxies added')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rows(list)).toHaveCount(3);
    await expect(list.getByText('alice:****@203.0.113.7:8000')).toBeVisible();
    await expect(list.getByText('carol:****@gate.example.net:9000')).toBeVisible();
    await expect(page.getByText(/s3cret/)).toHaveCount(0);

    // The same line again is skipped as a duplicate, naming its line.
    await list.getByRole('button', { name: 'Add proxies' }).click();
    await expect(text).toHaveValue('');
    await text.fill('dave:pw@198.51.100.20:3128\nalice:s3cret-one@203.0.113.7:8000');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(toast(page, '1 proxy added')).toBeVisible();
    await expect(toast(page, 'Already listed, skipped: lines 2')).toBeVisible();
    await expect(rows(list)).toHaveCount(4);
    expect(await balanceOf(request, owner.token)).toBe(0);
  });

  test('proxy tags: create a tag, tag the proxies, filter by it, and the tag counts them', async ({
    page,
    request,
    newOwner,
  }) => {
    const owner = await newOwner(0);
    await addProxies(
      request,
      owner.token,
      'u1:p1@203.0.113.1:8000\nu2:p2@203.0.113.2:8000\nu3:p3@203.0.113.3:8000',
    );
    const tags = await owner.open('/proxy/agenttags');
    const form = await openDialog(tags, 'New tag');
    // Confirm once the form is on screen, as a user who sees it would.
    await expect(form.getByLabel('Tag name')).toBeVisible();
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('Tag cannot be empty')).toBeVisible();
    await form.getByLabel('Tag name').fill('residential');
    await form.getByRole('button', { name: 'Confirm' }).click();
    await expect(rows(tags)).toHaveCount(1);

    await page.goto('/proxy/agentmanage');
    const list = view(page, '/proxy/agentmanage');
    await expect(rows(list)).toHaveCount(3);
    const assign = await batchAction(page, list, 'Tag selected', {
      nothingSelected: 'Please select proxies first',
      select: 'all',
      dialog: 'Tag 3 items',
    });
    await pick(assign, 'Tag', 'residential');
    await assign.getByRole('button', { name: 'Confirm' }).click();
    await expect(toast(page, 'Tagging success')).toBeVisible();
    await expect(rows(list).filter({ hasText: 'residential' })).toHaveCount(3);

    await pick(list, 'Proxy tag', 'No tag');
    await list.getByRole('button', { name: 'Search' }).click();
    await expect(rows(list)).toHaveCount(0);

    await page.goto('/proxy/agenttags');
    await expect(rows(tags).filter({ hasText: 'residential' }).locator('td').nth(2)).toHaveText('3');
    // The tag page's own filter: the name, matched by part.
    await tags.getByRole('textbox', { name: 'Tag name' }).fill('nothing-like-it');
    await tags.getByRole('button', { name: 'Search' }).click();
    await expect(rows(tags)).toHaveCount(0);
    await tags.getByRole('textbox', { name: 'Tag name' }).fill('resid');
    await tags.getByRole('button', { name: 'Search' }).click();
    await expect(rows(tags)).toHaveCount(1);
    await deleteRow(page, rows(tags).filter({ hasText: 'residential' }), 'Delete tags');
    await expect(rows(tags)).toHaveCount(0);
  });
});
