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

/** The grid's first row, once it shows its client. */
const FIRST_ROW_CELL = '[role=row][row-index="0"] [col-id="client"]';

/** Makes every document `page` opens note the frame in which the grid's first row shows its
 * client (or `cell`, another grid's first cell), in ms from its navigation: each animation frame
 * looks, just before it is drawn. The benchmarks read that, not the moment Playwright sees the row:
 * its waiting polls at growing intervals (0, 20, 50, 100, 100 then every 500 ms), so a row drawn at
 * 450 ms was seen at 900. The script is text: tsx names a function declared in it with a helper the
 * page lacks. */
export async function watchFirstRows(page: Page, cell = FIRST_ROW_CELL): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const look = (frameAt) => {
        if (/\\S/.test(document.querySelector(${JSON.stringify(cell)})?.textContent ?? '')) {
          window.pdFirstRowsAt = frameAt;
          return;
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })();`,
  });
}

/** Waits for this document's first rows (watchFirstRows) and says when they were drawn. */
export async function firstRowsDrawnAt(page: Page): Promise<number> {
  const noted = await page.waitForFunction(
    () => (window as { pdFirstRowsAt?: number }).pdFirstRowsAt,
    undefined,
    { polling: 'raf' },
  );
  return Number(await noted.jsonValue());
}
