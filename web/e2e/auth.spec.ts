// Sign-in screens driven as a person would: login, register, Admin adds a person, forgot/reset, logout, refresh.
import { expect, test } from './fixtures';
import { mailedLink, screenshot, signIn, watchErrors } from './helpers';

const STRONG = 'Practice@2026';

test('the login page shows the demo accounts and signs in', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/login');
  const demo = page.getByLabel('Demo accounts');
  for (const email of ['admin@demo.test', 'leader@demo.test', 'member@demo.test'])
    await expect(demo.getByText(email)).toBeVisible();
  await expect(demo.getByText('Demo@12345')).toBeVisible();
  await screenshot(page, 'login-desktop');
  await demo.getByRole('button', { name: /leader@demo.test/ }).click();
  await expect(page.getByLabel('Email')).toHaveValue('leader@demo.test');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/tasks$/);
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My Tasks' })).toBeVisible();
  // The production build runs under the server's Content Security Policy without complaint.
  expect(errors).toEqual([]);
});

test('a wrong password is refused with the server message; bad input with the spec messages', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
  await page.getByLabel('Email').fill('admin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('not-it');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/login');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.locator('.mantine-PasswordInput-visibilityToggle').click();
  await expect(password).toHaveAttribute('type', 'text');
});

test('registers a new practice, then signs in as its Admin', async ({ page }) => {
  const email = `owner-${Date.now()}@example.test`;
  await page.goto('/register');
  await page.getByLabel('Full name').fill('K');
  await page.getByLabel('Password', { exact: true }).fill('weak');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('Full name').fill('Kavita Rao');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Practice name').fill('Rao & Co');
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm password').fill(STRONG);
  await screenshot(page, 'register-desktop');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Registration successful! Please login.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, { password: STRONG });
  await expect(page.getByRole('link', { name: 'Configurations' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
});

test('forgot password mails a link that resets the password', async ({ page }) => {
  const email = `forgetful-${Date.now()}@example.test`;
  const res = await page.request.post('/api/auth/register', {
    data: { name: 'Forgetful Person', email, password: STRONG, confirmPassword: STRONG },
  });
  expect(res.status()).toBe(201);
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await screenshot(page, 'forgot-desktop');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  const link = await mailedLink(email, '/reset-password');
  await page.goto(link);
  await page.getByLabel('New password').fill('Another@2026');
  await page.getByLabel('Confirm password').fill('Another@2027');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  await page.getByLabel('Confirm password').fill('Another@2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Password reset successful! Please login with your new password.'),
  ).toBeVisible();
  await signIn(page, email, { password: 'Another@2026' });
});

test('a reset link mailed before, with the token in its path, still resets the password', async ({
  page,
}) => {
  const email = `old-link-${Date.now()}@example.test`;
  await page.request.post('/api/auth/register', {
    data: { name: 'Old Link', email, password: STRONG, confirmPassword: STRONG },
  });
  await page.request.post('/api/auth/forgot-password', { data: { email } });
  const link = (await mailedLink(email, '/reset-password')).replace('#token=', '/');
  await page.goto(link);
  await page.getByLabel('New password').fill('Oldlink@2026');
  await page.getByLabel('Confirm password').fill('Oldlink@2026');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText('Password reset successful! Please login with your new password.'),
  ).toBeVisible();
});

test('a signed-in Admin adds a Team Leader to the practice and stays signed in', async ({ page }) => {
  const email = `new-leader-${Date.now()}@demo.test`;
  await signIn(page, 'admin@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Add a person' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Practice name')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Role' })).toHaveValue('Team Member');
  await page.getByLabel('Full name').fill('Meera Joshi');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Team Leader' }).click();
  await page.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.getByLabel('Confirm password').fill(STRONG);
  await page.getByRole('button', { name: 'Add user' }).click();
  await expect(page.getByText('User created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/configurations/users');
  await expect(page.getByRole('heading', { name: 'Configurations' })).toBeVisible();
  await page.evaluate(() => sessionStorage.clear());
  await signIn(page, email, { password: STRONG });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'My Team Tasks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Configurations' })).toHaveCount(0);
});

test('logout ends the session', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/reports');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('stays signed in after the access token expired (one refresh)', async ({ page }) => {
  await signIn(page, 'leader@demo.test');
  const before = await page.evaluate(() => sessionStorage.getItem('practice-desk.auth'));
  const refreshTokenOf = (stored: string | null) => JSON.parse(stored ?? '{}').refreshToken;
  await page.waitForTimeout(21_000);
  await page.getByRole('link', { name: 'Reports' }).click();
  // The refresh has answered and its new tokens are stored before the reload (a reload while it is
  // under way would throw its answer away and send the spent refresh token again).
  await expect
    .poll(async () => refreshTokenOf(await page.evaluate(() => sessionStorage.getItem('practice-desk.auth'))))
    .not.toBe(refreshTokenOf(before));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
});

test('stays signed in when a reload throws away the answer to a refresh under way', async ({ page }) => {
  await signIn(page, 'member@demo.test');
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  const readStored = () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('practice-desk.auth') ?? '{}'));
  const spent: string = (await readStored()).refreshToken;
  // An access token the server no longer takes, so the page's first call after a reload refreshes.
  await page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('practice-desk.auth') ?? '{}');
    sessionStorage.setItem('practice-desk.auth', JSON.stringify({ ...stored, accessToken: 'expired' }));
  });
  // The server rotates the token, but its answer never reaches the page. The page may try again
  // (its queries retry) before the test looks: each of those answers is lost too.
  let rotated = 0;
  await page.route('**/api/auth/refresh-token', async (route) => {
    await route.fetch();
    rotated += 1;
    await route.abort('failed');
  });
  await page.reload();
  await expect.poll(() => rotated).toBeGreaterThanOrEqual(1);
  // The page still holds the spent token. It is left (so no retry of its own lands in between)
  // and opened afresh, as a person would reload it, with the answers reaching it again.
  expect((await readStored()).refreshToken).toBe(spent);
  await page.goto('about:blank');
  await page.unroute('**/api/auth/refresh-token');
  await page.goto('/reports');
  await expect(page.getByRole('heading', { name: 'Reports' })).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/);
  await expect.poll(async () => (await readStored()).refreshToken).not.toBe(spent);
});
