// What the browser benchmarks share: the bench practice's Admin made able to sign in, headless
// Debian Chromium, and a page signed in as them on the served app.
import { type Browser, chromium, type Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import type { Db } from '../../api/src/db/client';
import { users } from '../../api/src/db/schema';
import { hashPassword } from '../../api/src/lib/passwords';
import type { BenchPractice } from './bench-data';

const PASSWORD = 'Bench@12345';

/** Gives the practice's Admin a password (bench practices are made without one); their e-mail. */
export async function benchAdminEmail(db: Db, practice: BenchPractice): Promise<string> {
  const [admin] = await db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), status: 'Active', emailVerifiedAt: new Date() })
    .where(eq(users.id, practice.adminId))
    .returning({ email: users.email });
  return admin?.email ?? '';
}

export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
}

/** A desktop-sized page signed in on `address`; `beforeSignIn` runs first (an init script, say). */
export async function signedInPage(
  browser: Browser,
  address: string,
  email: string,
  beforeSignIn?: (page: Page) => Promise<unknown>,
): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: address });
  await beforeSignIn?.(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  return page;
}
