// Every main screen, and the task screen with a modal and a menu open, checked by axe-core
// (WCAG 2.1 A/AA and best practices): no critical or serious violation, one main landmark and
// one h1 per page. A grid's first three rows stand for the rest (screen-checks' axeFindings); a
// tab is opened by its click, as a person would, rather than by reloading the app.
import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';
import { axeFindings, settle, watch, withAxe } from './screen-checks';

// A dozen screens a test: slow on a busy machine.
test.describe.configure({ timeout: 300_000 });

test.beforeEach(async ({ page }) => {
  // axe-core loads with each document (screen-checks' withAxe), rather than injected per check.
  watch(page);
  await withAxe(page);
});

async function expectAccessible(page: Page, screen: string) {
  // axeFindings lets Mantine's transitions end first, so colours are measured as they settle.
  const { grave } = await axeFindings(page, screen);
  const lines = grave.map((g) => `${g.impact} ${g.rule}: ${g.nodes}`);
  expect.soft(lines, `${screen}:\n${lines.join('\n')}`).toEqual([]);
}

/** A tab of the page on screen by a click (the app's own navigation, no reload), else by address. */
async function openTab(page: Page, base: string, tab: string) {
  const target = `${base}/${tab}`;
  if (new URL(page.url()).pathname.startsWith(`${base}/`)) {
    await page.locator(`[role=tab][id$="-tab-${tab}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
  } else await page.goto(target);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
  await settle(page);
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

  test('the Add Task modal says nothing of its clients while they load', async ({ page }) => {
    // Its Client field has the focus, which opens its list: an empty list saying "No clients
    // found" was a listbox without options (axe: critical) and told the person something untrue.
    await page.goto('/tasks');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/clients(\?|$)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Add Task' }).click();
    await expect(page.getByRole('dialog').getByLabel('Client')).toBeFocused();
    // Two frames for the focused field's list to be drawn (settle would wait out the held call).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(page.getByText('No clients found')).toHaveCount(0);
    await expectAccessible(page, 'Add Task modal, its clients loading');
    release();
    await expect(page.getByRole('option').first()).toBeVisible();
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
      await openTab(page, '/invoicing', tab);
      await expectPageShape(page, `/invoicing/${tab}`);
      await expectAccessible(page, `/invoicing/${tab}`);
    }
    for (const tab of ['day-end', 'clients', 'users', 'tasks', 'subtasks']) {
      await openTab(page, '/reports', tab);
      await expectPageShape(page, `/reports/${tab}`);
      await expectAccessible(page, `/reports/${tab}`);
    }
  });

  test('the compliance calendar, status board and extensions', async ({ page }) => {
    for (const tab of ['calendar', 'board', 'extensions']) {
      await openTab(page, '/compliance', tab);
      await expectPageShape(page, `/compliance/${tab}`);
      await expectAccessible(page, `/compliance/${tab}`);
    }
    // The calendar's day list and the Generate dialog.
    await page.goto('/compliance');
    await settle(page);
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
      await openTab(page, '/configurations', tab);
      await expectPageShape(page, `/configurations/${tab}`);
      await expectAccessible(page, `/configurations/${tab}`);
    }
    for (const tab of ['account-details', 'password-security', 'invoice-details', 'plans-billing']) {
      await openTab(page, '/profile', tab);
      await expectPageShape(page, `/profile/${tab}`);
      await expectAccessible(page, `/profile/${tab}`);
    }
  });
});
