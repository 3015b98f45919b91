import { toolbarButton } from './fit-helpers';
import { expect, test } from './fixtures';
import { openDialog, rows } from './fleet-helpers';
import { chooseFiles, materialShot as shot } from './material-helpers';
import { ADMIN, api, apiLogin } from './pages-helpers';
import {
  catalogueVideos,
  nameAndTag,
  openWizard,
  pick,
  submitTask,
  taskRow,
  toConfirm,
  uploadClip,
} from './tasks-helpers';

test.describe('video publishing', () => {
  test.describe.configure({ timeout: 180_000 });

  test('upload a video, publish it now and on a recurring schedule, see both in the video list', async ({
    page,
    request,
    openAs,
    fleet,
    fleetWizard,
  }) => {
    // The simulator's sample clip, as a file on the operator's disk.
    const [catalogueId] = await catalogueVideos(request, fleet, 1);
    const clip = await (await request.get(`/api/tiktok/api/rapid/video/play/${catalogueId}`)).body();

    const library = await openAs(fleet.token, '/material/video');
    const upload = await openDialog(library, 'Upload videos');
    await upload.getByLabel('Name').fill('Harbour at dusk');
    await chooseFiles(upload, 'Clips', { name: 'harbour.mp4', mimeType: 'video/mp4', buffer: clip });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(upload.locator('[data-testid=material-upload-row][data-state=ready]')).toHaveCount(1);
    await upload.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(rows(library)).toHaveCount(1);
    await expect(rows(library).first()).toContainText('0:03');
    await shot(page, 'video-materials-en');

    // Publish now, with a typed title.
    let wizard = await fleetWizard('/video/pushvideo', 'Publish videos', { heading: 'Video Publish' });
    await pick(page, 'Video materials', 'Harbour at dusk');
    await wizard.getByLabel('Title text').fill('Harbour lights tonight');
    await toConfirm(page, wizard, 'Post now e2e', fleet.tagName, 3);
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(5 * fleet.actors));
    await shot(page, 'post-wizard-confirm-en');
    await submitTask(page, wizard);

    // Publish on a schedule: every 60 minutes from now (a job), with generated titles.
    wizard = await openWizard(page, 'Publish videos');
    await pick(page, 'Video materials', 'Harbour at dusk');
    await wizard.getByText('Generated', { exact: true }).click();
    await expect(wizard.getByTestId('post-generated-note')).toContainText('Titles will be generated');
    await shot(page, 'post-wizard-generated-en');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await nameAndTag(page, wizard, 'Post hourly e2e', fleet.tagName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('Repeatedly', { exact: true }).click();
    await wizard.getByLabel('Every (minutes)').fill('60');
    await shot(page, 'post-wizard-schedule-en');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText('Every 60 minutes')).toBeVisible();
    await submitTask(page, wizard);
    const job = await api<Array<{ subtype: string; everyMinutes: number }>>(
      request,
      'POST',
      '/job/queryAll',
      {
        token: fleet.token,
        body: {},
      },
    );
    expect(job).toEqual([expect.objectContaining({ subtype: 'post', everyMinutes: 60 })]);

    // Both appear in the video list: the typed title and the generated one (marked so).
    const list = await openAs(fleet.token, '/video/list');
    await expect(async () => {
      await list.getByRole('button', { name: 'Search' }).click();
      await expect(list.getByText('Harbour lights tonight').first()).toBeVisible({ timeout: 2_000 });
      await expect(list.getByText('Generated title').first()).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(rows(list).first()).toContainText('#');
    await shot(page, 'video-list-en');
    await api(
      request,
      'POST',
      `/job/pause/${(await api<Array<{ id: number }>>(request, 'POST', '/job/queryAll', { token: fleet.token, body: {} }))[0]!.id}`,
      { token: fleet.token },
    );

    // Selected videos go to the like wizard as its targets.
    await rows(list).first().locator('.ant-checkbox-input').check();
    await list.getByRole('button', { name: 'Like them' }).click();
    const like = page.getByRole('dialog', { name: 'New like task' });
    await expect(like.getByLabel('Target videos')).toHaveValue(/^\d{19}$/);
    await shot(page, 'video-list-like-en');
    await like.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a plan that changed after it was confirmed is shown again, and sent only once confirmed', async ({
    page,
    request,
    fleet,
    fleetWizard,
  }) => {
    await uploadClip(request, fleet, 'Quay');
    const tasks = () =>
      api<{ total: number }>(request, 'POST', '/task/info/queryList?pageNo=1&pageSize=20', {
        token: fleet.token,
        body: { type: 'video', subtype: 'post' },
      });

    const wizard = await fleetWizard('/video/pushvideo', 'Publish videos', { heading: 'Video Publish' });
    await pick(page, 'Video materials', 'Quay');
    await wizard.getByLabel('Title text').fill('Quay at noon');
    await toConfirm(page, wizard, 'Post confirmed e2e', fleet.tagName, 3);
    await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(5 * fleet.actors));

    // Between the confirm step and Submit the price of a post changes (the admin raises it).
    const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
    const setPrice = (points: number) =>
      api(request, 'PUT', '/admin/price/update', { token: admin, body: { name: 'videoPost', points } });
    await setPrice(7);
    try {
      await wizard.getByRole('button', { name: 'Submit' }).click();
      const refusal = wizard.getByTestId('task-refusal');
      await expect(refusal).toContainText('The plan changed since you confirmed it');
      await expect(refusal).toContainText(`${7 * fleet.actors} points`);
      // The new plan is on the screen, and nothing was created or held.
      await expect(wizard.getByTestId('task-cost-points')).toHaveText(String(7 * fleet.actors));
      await shot(page, 'post-wizard-plan-changed-en');
      expect((await tasks()).total).toBe(0);

      // Submitting again confirms the plan shown: the task is created as quoted.
      await submitTask(page, wizard);
      await expect.poll(async () => (await tasks()).total).toBe(1);
    } finally {
      await setPrice(5);
    }
  });

  test('the video screens in Chinese, dark and 800 px', async ({ page, openAs, fleet }) => {
    await page.setViewportSize({ width: 800, height: 800 });
    const list = await openAs(fleet.token, '/video/list', { lang: 'zh', dark: true, heading: '视频列表' });
    await expect(list.getByText('暂无已发布的视频')).toBeVisible();
    await shot(page, 'video-list-800-dark-zh');
    const push = await openAs(fleet.token, '/video/pushvideo', { lang: 'zh' });
    await (await toolbarButton(page, push, '发布视频')).click();
    await expect(page.getByRole('dialog', { name: '发布视频' })).toBeVisible();
    await shot(page, 'post-wizard-800-zh');
  });
});

test.describe('times in the browser’s time zone (issue 38)', () => {
  test.use({ timezoneId: 'Asia/Shanghai' });
  test.describe.configure({ timeout: 180_000 });

  test('a post at a time shows its zone when picked and confirmed, and its row says when it starts', async ({
    page,
    request,
    fleet,
    fleetWizard,
  }) => {
    const material = await uploadClip(request, fleet, 'Dawn');
    // Far enough ahead of the server's simulated clock, which runs 1000× (weeks pass in a long run).
    const day = `${new Date().getFullYear() + 2}-01-15`;

    const wizard = await fleetWizard('/video/pushvideo', 'Publish videos', { heading: 'Video Publish' });
    await pick(page, 'Video materials', 'Dawn');
    await wizard.getByLabel('Title text').fill('Dawn over the quay');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await nameAndTag(page, wizard, 'Post later e2e', fleet.tagName);
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByText('At a time', { exact: true }).click();
    await expect(wizard.getByTestId('publish-time-zone')).toHaveText('Time zone: UTC+08:00 (Asia/Shanghai)');
    const picker = wizard.getByRole('textbox', { name: 'Publish time' });
    await picker.click();
    await picker.fill(`${day} 10:00:00`);
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click();
    await shot(page, 'post-wizard-at-time-zone-en');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('button', { name: 'Next' }).click();
    await expect(wizard.getByText(`${day} 10:00 UTC+08:00 (Asia/Shanghai)`)).toBeVisible();
    await submitTask(page, wizard);

    const row = taskRow(page, 'Post later e2e');
    await expect(row).toContainText('Scheduled');
    await expect(row).not.toContainText('In queue');
    await expect(row).toContainText(`Starts ${day} 10:00 UTC+08:00 (Asia/Shanghai)`);
    await shot(page, 'post-scheduled-row-en');

    // A recurring post's next run carries the zone too.
    await api(request, 'POST', '/job/add', {
      token: fleet.token,
      body: {
        name: 'zone job',
        subtype: 'post',
        everyMinutes: 60,
        startTime: `${day}T02:00:00Z`,
        body: { name: 'zoned', accountLabelIds: [fleet.tagId], materialIds: [material], title: 'x' },
      },
    });
    await page.reload();
    const jobs = page.getByTestId('scheduled-jobs');
    await expect(jobs).toContainText(`${day} 10:00 UTC+08:00 (Asia/Shanghai)`);
  });
});
