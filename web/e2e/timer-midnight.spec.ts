// A timer left running past the practice's midnight: started yesterday at 23:10 (its start moved
// back in the database, as no one waits for midnight), found running after a reload, stopped, and
// booked by day.

import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { expect, request as playwrightRequest, test } from './fixtures';
import { apiSend, screenshot, signIn } from './helpers';
import { type OwnServer, ownServer } from './own-server';

const MEMBER = 'member@demo.test';
const ZONE = 'Asia/Kolkata'; // the demo practice's

test.describe('a timer past midnight', () => {
  let server: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    server = await ownServer();
  });
  test.afterAll(async () => server?.close());

  test('asks how to book, and books each day’s part on its date', async ({ browser }) => {
    test.setTimeout(240_000);
    const api = await playwrightRequest.newContext({ baseURL: server.url });
    const subTask = `Past midnight ${Date.now()}`;
    const { task } = await apiSend<{ task: { id: string } }>(
      api,
      'post',
      'tasks',
      { task: 'Timesheet checks', subTask },
      MEMBER,
    );
    await apiSend(api, 'post', `tasks/${task.id}/timer/start`, undefined, MEMBER);
    await api.dispose();

    // Started at 23:10 yesterday on the practice's clock.
    const today = todayIn(ZONE);
    const yesterday = dayjs(today).subtract(1, 'day').format('YYYY-MM-DD');
    await server.withDatabase((db) =>
      db.query(
        `update timers set started_at = ($1::timestamp - interval '50 minutes') at time zone '${ZONE}'
         where task_id = $2`,
        [`${today} 00:00:00`, task.id],
      ),
    );
    await server.start();

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, MEMBER, { to: '/tasks' });
    const indicator = page.getByTestId('running-timer');
    await expect(indicator).toContainText(subTask);
    await page.reload();
    await expect(indicator).toContainText(subTask);

    await indicator.getByRole('button', { name: 'Stop' }).click();
    const dialog = page.getByRole('dialog', { name: 'The timer ran past midnight' });
    await expect(dialog).toBeVisible();
    const days = dialog.getByRole('table', { name: 'Time by day' }).getByRole('row');
    await expect(days).toHaveCount(3);
    await expect(days.nth(1)).toContainText('50');
    await screenshot(page, 'timer-past-midnight-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'timer-past-midnight-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await dialog.getByRole('button', { name: "Book each day's part" }).click();
    await expect(page.getByText('Timer stopped: time logged')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(indicator).toHaveCount(0);
    await context.close();

    const entries = await server.withDatabase(async (db) => {
      const result = await db.query<{ date: string; minutes: number; note: string }>(
        `select to_char(date, 'YYYY-MM-DD') as date, minutes, note from time_entries
         where task_id = $1 order by date`,
        [task.id],
      );
      const timers = await db.query('select 1 from timers where task_id = $1', [task.id]);
      return { rows: result.rows, running: timers.rows.length };
    });
    expect(entries.running).toBe(0);
    expect(entries.rows).toHaveLength(2);
    expect(entries.rows[0]).toEqual({ date: yesterday, minutes: 50, note: 'Timer' });
    expect(entries.rows[1]).toMatchObject({ date: today, note: 'Timer' });
    // Today's part: from midnight to the stop, a few seconds after now.
    const sinceMidnight = Math.round(dayjs().diff(dayjs(`${today}T00:00:00+05:30`), 'minute', true));
    expect(Math.abs((entries.rows[1]?.minutes ?? 0) - sinceMidnight)).toBeLessThanOrEqual(2);
  });
});
