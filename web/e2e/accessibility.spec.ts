// Every main screen, and the task screen with a modal and a menu open, checked by axe-core
// (WCAG 2.1 A/AA and best practices): no critical or serious violation, one main landmark and
// one h1 per page.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';

// axe reads every node of the grid: slow on a busy machine.
test.describe.configure({ timeout: 300_000 });

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function expectAccessible(page: Page, screen: string) {
  // Mantine's transitions done, so colours are measured as they settle.
  await page.waitForTimeout(300);
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const grave = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`)
          .join('\n')}`,
    );
  expect.soft(grave, `${screen}:\n${grave.join('\n')}`).toEqual([]);
}

async function expectPageShape(page: Page, screen: string) {
  expect.soft(await page.getByRole('main').count(), `${screen}: main landmarks`).toBe(1);
  expect.soft(await page.getByRole('heading', { level: 1 }).count(), `${screen}: h1 headings`).toBe(1);
}

test('the public pages have a main landmark, a heading and no serious violations', async ({ page }) => {
  for (const path of ['/login', '/register', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('button').first()).toBeVisible();
    await expectPageShape(page, path);
    await expectAccessible(page, path);
  }
});

test.describe('signed in as the Admin', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'admin@demo.test');
  });

  test('the task screens', async ({ page }) => {
    for (const path of ['/tasks', '/all-tasks']) {
      await page.goto(path);
      await expect(page.locator('[role=row][row-index="0"] [col-id="status"]').first()).not.toBeEmpty();
      await expectPageShape(page, path);
      await expectAccessible(page, path);
    }
  });

  test('the task screen with a modal open', async ({ page }) => {
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Add Task' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'Add Task modal');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the task screen with a menu open', async ({ page }) => {
    await page.goto('/tasks');
    await page.getByRole('button', { name: 'Export' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'Export menu');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await expectAccessible(page, 'notifications panel');
  });

  test('invoicing and reports', async ({ page }) => {
    for (const tab of ['pending', 'generated', 'sent', 'tds', 'reconcile', 'gst-returns']) {
      await page.goto(`/invoicing/${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageShape(page, `/invoicing/${tab}`);
      await expectAccessible(page, `/invoicing/${tab}`);
    }
    for (const tab of ['day-end', 'clients', 'users', 'tasks', 'subtasks']) {
      await page.goto(`/reports/${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageShape(page, `/reports/${tab}`);
      await expectAccessible(page, `/reports/${tab}`);
    }
  });

  test('the compliance calendar, status board and extensions', async ({ page }) => {
    for (const tab of ['calendar', 'board', 'extensions']) {
      await page.goto(`/compliance/${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageShape(page, `/compliance/${tab}`);
      await expectAccessible(page, `/compliance/${tab}`);
    }
    // The calendar's day list and the Generate dialog.
    await page.goto('/compliance');
    await page.waitForLoadState('networkidle');
    await page.locator('[role=grid] td[tabindex="0"]').press('Enter');
    await expect(page.getByRole('dialog', { name: /^Due on/ })).toBeVisible();
    await expectAccessible(page, 'compliance day list');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('dialog', { name: 'Generate compliance tasks' })).toBeVisible();
    await expectAccessible(page, 'Generate dialog');
  });

  test('every configuration tab and the profile', async ({ page }) => {
    const tabs = [
      'clients',
      'tasks',
      'sub-tasks',
      'invoices',
      'priority',
      'status',
      'users',
      'preferences',
      'holidays',
      'scheduled-jobs',
    ];
    for (const tab of tabs) {
      await page.goto(`/configurations/${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageShape(page, `/configurations/${tab}`);
      await expectAccessible(page, `/configurations/${tab}`);
    }
    for (const tab of ['account-details', 'password-security', 'invoice-details', 'plans-billing']) {
      await page.goto(`/profile/${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectPageShape(page, `/profile/${tab}`);
      await expectAccessible(page, `/profile/${tab}`);
    }
  });
});
