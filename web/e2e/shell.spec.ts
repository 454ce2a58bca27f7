// The signed-in frame: navigation per role, the route guard, shortcuts, profile, and the phone layout.
import { expect, test } from './fixtures';
import { screenshot, signIn } from './helpers';

const NAV = [
  'My Tasks',
  'My Team Tasks',
  'All Tasks',
  'Quotations & Invoicing',
  'Reports',
  'Timesheet',
  'Workload',
  'Day Approvals',
  'Registers',
  'Configurations',
];
const EXPECTED: Record<string, string[]> = {
  'admin@demo.test': NAV,
  'leader@demo.test': [
    'My Tasks',
    'My Team Tasks',
    'Quotations & Invoicing',
    'Reports',
    'Timesheet',
    'Workload',
    'Day Approvals',
    'Registers',
  ],
  'member@demo.test': ['My Tasks', 'Reports', 'Timesheet', 'Workload', 'Registers'],
};

for (const [email, entries] of Object.entries(EXPECTED)) {
  test(`${email} sees exactly their navigation`, async ({ page }) => {
    await signIn(page, email);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of NAV) {
      if (entries.includes(label))
        await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
      else await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    }
  });
}

test('a Team Member opening All Tasks lands on the access denied page', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.goto('/all-tasks');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(
    page.getByText('You do not have permission to view this page.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  // The navigation shortcut respects the role the same way.
  await page.keyboard.press('Control+Alt+3');
  await expect(page).toHaveURL(/\/unauthorized$/);
});

test('the route guard sends a signed-out person to login and back to where they were going', async ({
  page,
}) => {
  await page.goto('/reports/clients');
  await expect(page).toHaveURL(/\/login\?redirect=%2Freports%2Fclients/);
  await page.getByLabel('Email').fill('leader@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo@12345');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/reports\/clients$/);
});

test('unknown paths go to My Tasks; Reports opens its screen', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await page.goto('/tasks');
  await screenshot(page, 'shell-admin-desktop');
});

test('keyboard: ? opens the shortcuts, Escape closes them, Ctrl+Alt+5 goes to Reports', async ({ page }) => {
  await signIn(page, 'admin@demo.test', { to: '/reports/clients' });
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await page.keyboard.press('Shift+?');
  const dialog = page.getByRole('dialog', { name: /Keyboard Shortcuts/ });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('Search shortcuts...')).toBeVisible();
  await expect(dialog.getByText(/macOS|Windows/)).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /Navigation/ })).toBeVisible();
  await expect(dialog.getByRole('tab', { name: /General/ })).toBeVisible();
  await screenshot(page, 'shortcuts-modal');
  await dialog.getByPlaceholder('Search shortcuts...').fill('reports');
  await expect(dialog.getByText('Go to Reports')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.keyboard.press('Control+Alt+1');
  await expect(page).toHaveURL(/\/tasks$/);
  await page.keyboard.press('Control+Alt+5');
  await expect(page).toHaveURL(/\/reports$/);
  await page.keyboard.press('Control+Alt+6');
  await expect(page).toHaveURL(/\/configurations\/clients$/);
});

test('profile: the name is saved, the e-mail is read-only, the password can be changed', async ({ page }) => {
  await signIn(page, 'leader@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile\/account-details$/);
  await expect(page.getByLabel('Email', { exact: true })).toBeDisabled();
  await page.getByLabel('Full Name').fill('Rahul S. Kulkarni');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Rahul S. Kulkarni');
  await expect(page.getByText('Profile updated successfully')).toBeHidden();
  await screenshot(page, 'profile-desktop');
  await page.getByRole('tab', { name: 'Password & security' }).click();
  await expect(page).toHaveURL(/\/profile\/password-security$/);
  await page.getByLabel('Current password').fill('wrong-one');
  await page.getByLabel('New password').fill('Leader@2026');
  await page.getByLabel('Confirm password').fill('Leader@2026');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Current password is incorrect').first()).toBeVisible();
  await page.getByLabel('Current password').fill('Demo@12345');
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  // Put the demo password back for the other tests.
  await page.getByLabel('Current password').fill('Leader@2026');
  await page.getByLabel('New password').fill('Demo@12345');
  await page.getByLabel('Confirm password').fill('Demo@12345');
  await page.getByLabel('Confirm password').press('Enter');
  await expect(page.getByText('Password updated successfully').first()).toBeVisible();
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu shows the person and their entries', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByText('Login successful!')).toBeHidden();
    await screenshot(page, 'shell-admin-mobile');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Anita Deshpande')).toBeVisible();
    await expect(drawer.getByText('Admin', { exact: true })).toBeVisible();
    for (const label of NAV)
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    await page.waitForTimeout(400); // let the drawer finish sliding in
    await screenshot(page, 'shell-admin-mobile-menu');
    await drawer.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(drawer).toBeHidden();
  });

  test('a Team Leader’s menu leaves out what they may not open', async ({ page }) => {
    await signIn(page, 'leader@demo.test');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Team Leader', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'My Team Tasks' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'All Tasks' })).toHaveCount(0);
    await expect(drawer.getByRole('link', { name: 'Configurations' })).toHaveCount(0);
  });

  test('the login page fits the phone', async ({ page }) => {
    await page.goto('/login');
    await screenshot(page, 'login-mobile');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
