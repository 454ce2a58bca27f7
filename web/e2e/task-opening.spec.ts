// Opening a task page with a stored session: its first rows and counts are asked for next to the
// session check, not after it and the page's code, each exactly once, and they are what shows.
import { expect, type Request, test } from './fixtures';
import { apiGet, screenshot, signIn } from './helpers';

const isCall = (request: Request, path: RegExp) => new URL(request.url()).pathname.match(path) !== null;

test('a reload of /all-tasks asks for its rows and counts once, alongside the session check', async ({
  page,
  request,
}) => {
  const expected = await apiGet<{ pagination: { total: number } }>(
    request,
    'tasks?scope=all&status=TODO&limit=1&counts=false',
  );
  await signIn(page, 'admin@demo.test', { to: '/profile' });

  // The session check is held back a moment: a page that waited for it would ask for its rows
  // only after it answered, and one that does not must not pass only because it answered fast.
  await page.route('**/api/auth/verify', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (isCall(r, /^\/api\/(tasks|tasks\/counts|auth\/verify)$/)) calls.push(r);
  });
  await page.goto('/all-tasks?chip=TODO');
  await expect(page.getByTestId('footer-count')).toHaveText(String(expected.pagination.total));
  await expect(page.locator('[role=row][row-index="0"] [col-id="task"]').first()).not.toBeEmpty();
  // Let any late duplicate show itself before counting.
  await page.waitForLoadState('networkidle');

  const rows = calls.filter((r) => isCall(r, /^\/api\/tasks$/));
  const counts = calls.filter((r) => isCall(r, /^\/api\/tasks\/counts$/));
  const verify = calls.find((r) => isCall(r, /^\/api\/auth\/verify$/));
  expect(rows).toHaveLength(1);
  expect(counts).toHaveLength(1);
  expect(new URL(rows[0]?.url() ?? '').searchParams.get('status')).toBe('TODO');
  expect(new URL(counts[0]?.url() ?? '').searchParams.get('status')).toBe('TODO');
  // Asked before the session check answered: nothing waited for it.
  const verifyAnswered = (verify?.timing().startTime ?? 0) + (verify?.timing().responseEnd ?? 0);
  expect(verify).toBeDefined();
  expect(rows[0]?.timing().startTime).toBeLessThan(verifyAnswered);
  expect(counts[0]?.timing().startTime).toBeLessThan(verifyAnswered);
  await screenshot(page, 'task-opening-all-tasks-desktop');
});
