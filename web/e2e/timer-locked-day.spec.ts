// A timer and an approved day: a timer running when the person's day is approved cannot book its
// time, so Stop asks to discard it (the clock does not run on for ever); a new start on that day
// is refused with the reason.

import { TIMER_MESSAGES, todayIn } from '@practice-desk/contracts';
import { expect, test } from './fixtures';
import { apiSend, screenshot, signIn, watchErrors } from './helpers';

// A demo member no other spec signs in as, so locking their today touches no other spec's data.
const MEMBER = 'vikram@demo.test';
const ZONE = 'Asia/Kolkata'; // the demo practice's

test('a timer on a day approved meanwhile is discarded from Stop, and a new start is refused', async ({
  page,
  request,
}) => {
  const errors = watchErrors(page);
  const subTask = `Locked day ${Date.now()}`;
  const { task } = await apiSend<{ task: { id: string } }>(
    request,
    'post',
    'tasks',
    { task: 'Timesheet checks', subTask },
    MEMBER,
  );
  await apiSend(request, 'post', `tasks/${task.id}/timer/start`, undefined, MEMBER);
  // Under 30 s a stop books nothing (and so meets no lock): let it run past that.
  const bookable = Date.now() + 31_000;
  const { dayEnd } = await apiSend<{ dayEnd: { id: string } }>(
    request,
    'post',
    'day-ends',
    { date: todayIn(ZONE) },
    MEMBER,
  );
  await apiSend(request, 'post', 'day-ends/approve', { ids: [dayEnd.id] });

  await signIn(page, MEMBER);
  const indicator = page.getByTestId('running-timer');
  await expect(indicator).toContainText(subTask);
  await page.waitForTimeout(Math.max(0, bookable - Date.now()));
  await indicator.getByRole('button', { name: 'Stop' }).click();
  const dialog = page.getByRole('dialog', { name: 'The day is locked' });
  await expect(dialog).toContainText(TIMER_MESSAGES.stopLocked);
  await screenshot(page, 'timer-locked-day-desktop');
  // Kept running when asked, then discarded.
  await dialog.getByRole('button', { name: 'Keep it running' }).click();
  await expect(dialog).toBeHidden();
  await expect(indicator).toContainText(subTask);
  await indicator.getByRole('button', { name: 'Stop' }).click();
  await dialog.getByRole('button', { name: 'Discard the time' }).click();
  await expect(page.getByText('Timer discarded')).toBeVisible();
  await expect(indicator).toBeHidden();

  // Starting again on the locked day is refused with the reason, and nothing runs.
  const login = await request.post('/api/auth/login', { data: { email: MEMBER, password: 'Demo@12345' } });
  const token = (await login.json()).data.accessToken as string;
  const start = await request.post(`/api/tasks/${task.id}/timer/start`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(start.status()).toBe(409);
  expect((await start.json()).message).toBe(TIMER_MESSAGES.todayLocked);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(indicator).toBeHidden();
  expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
});
