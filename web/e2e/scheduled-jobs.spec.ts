// The Admin's scheduled jobs as an Admin uses them: Configurations → Scheduled jobs lists every
// job with its last run (the server ran them on start), Run now runs one for the Admin's own
// practice and the page shows that run at once; a team member cannot open the list.

import type { ScheduledJobList, ScheduledJobRow } from '@practice-desk/contracts';
import { expect, type Page, test } from './fixtures';
import { apiGet, screenshot, signIn } from './helpers';

const jobs = async (request: Parameters<typeof apiGet>[0]) =>
  (await apiGet<ScheduledJobList>(request, 'jobs')).jobs;
const trashJob = (list: ScheduledJobRow[]) => list.find((j) => j.name === 'trash-purge') as ScheduledJobRow;
const row = (page: Page, name: string) => page.locator(`[data-job="${name}"]`);

test.describe('scheduled jobs', () => {
  test('the Admin sees every job with its last run, runs one now and sees the run update', async ({
    page,
    request,
  }) => {
    // The server runs every job once on a fresh database, within seconds of starting.
    await expect
      .poll(async () => (await jobs(request)).every((j) => j.lastStatus === 'ok'), { timeout: 30_000 })
      .toBe(true);
    const before = trashJob(await jobs(request));

    await signIn(page, 'admin@demo.test', { to: '/configurations/scheduled-jobs' });
    await expect(page.getByRole('tab', { name: 'Scheduled jobs' })).toHaveAttribute('aria-selected', 'true');
    const table = page.getByRole('table', { name: 'Scheduled jobs' });
    // Nine jobs (the document chase among them), the daily database backup (taken on the server's first start), and the
    // built-in database's upkeep (this server runs on PGlite).
    await expect(table.locator('tbody tr')).toHaveCount(11);
    const backup = row(page, 'database-backup');
    await expect(backup).toContainText('Database backup');
    await expect(backup).toContainText('every day at 02:00');
    await expect(backup.getByText('OK', { exact: true })).toBeVisible();
    const upkeep = row(page, 'database-upkeep');
    await expect(upkeep).toContainText('Database upkeep');
    await expect(upkeep).toContainText('every 15 minutes');
    await expect(upkeep.getByText('OK', { exact: true })).toBeVisible();
    const trash = row(page, 'trash-purge');
    await expect(trash).toContainText('Trash clean-up');
    await expect(trash).toContainText('every hour');
    await expect(trash.getByText('OK', { exact: true })).toBeVisible();
    const lastRunText = async () => (await trash.locator('td').nth(2).innerText()).split('\n')[0];
    const shownBefore = await lastRunText();
    expect(shownBefore).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    await screenshot(page, 'scheduled-jobs');

    // A second apart at least, so the new run's time differs from the old one on screen.
    await page.waitForTimeout(1100);
    await trash.getByRole('button', { name: 'Run now: Trash clean-up' }).click();
    await expect(page.getByText('Trash clean-up ran for your practice')).toBeVisible();
    await expect.poll(lastRunText, { timeout: 10_000 }).not.toBe(shownBefore);
    await expect(trash.getByText('OK', { exact: true })).toBeVisible();
    const after = trashJob(await jobs(request));
    expect(Date.parse(after.lastRunAt as string)).toBeGreaterThan(Date.parse(before.lastRunAt as string));
    expect(after.lastStatus).toBe('ok');
    // The scheduled runs for every practice keep their own time.
    expect(after.nextRunAt).toBe(before.nextRunAt);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('list', { name: 'Scheduled jobs' })).toBeVisible();
    await screenshot(page, 'scheduled-jobs-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a failed run stands out: red, with its message, attempts and when it is tried again', async ({
    page,
  }) => {
    // No job of the demo practice fails on its own, so the list the server sends is changed on its
    // way to the page: one job's last run made a failure, the rest as the server has them.
    await page.route('**/api/jobs', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const failed = body.data.jobs.find((j: ScheduledJobRow) => j.name === 'invoice-reminders');
      Object.assign(failed, {
        lastStatus: 'failed',
        lastError: 'Connection refused by smtp.example.in:587',
        attempts: 2,
        nextRunAt: new Date(Date.now() + 5 * 60_000).toISOString(),
      });
      await route.fulfill({ response, json: body });
    });
    await signIn(page, 'admin@demo.test', { to: '/configurations/scheduled-jobs' });
    const summary = page.getByRole('alert').filter({ hasText: '1 job failed on its last run' });
    await expect(summary).toContainText(
      'Payment reminders. Each is tried again on its own; its message is beside it.',
    );
    const failedRow = row(page, 'invoice-reminders');
    await expect(failedRow.getByText('Failed', { exact: true })).toBeVisible();
    await expect(failedRow.getByRole('alert')).toContainText(
      'Failed 2 times in a row: Connection refused by smtp.example.in:587. Next try',
    );
    await failedRow.scrollIntoViewIfNeeded();
    await screenshot(page, 'scheduled-jobs-failed');
    await page.setViewportSize({ width: 390, height: 844 });
    // The table gives way to cards: scroll to the card once they are drawn, not to a row going away.
    await expect(page.getByRole('list', { name: 'Scheduled jobs' })).toBeVisible();
    await row(page, 'invoice-reminders').scrollIntoViewIfNeeded();
    await screenshot(page, 'scheduled-jobs-failed-phone');
  });

  test('a team member has no scheduled jobs to see', async ({ request }) => {
    const login = await request.post('/api/auth/login', {
      data: { email: 'member@demo.test', password: 'Demo@12345' },
    });
    const token = (await login.json()).data.accessToken as string;
    const res = await request.get('/api/jobs', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(403);
  });
});
