// Every screen and tab each role can open, at desk and phone sizes, and the screens' main
// new/add/generate/record/edit dialogs: typed into, switched, checked by axe-core. Fails on a
// crash, a console or page error, a 5xx answer, or any critical or serious axe violation.
// Nothing is saved: dialogs are closed, typed screen values put back, switches turned back.
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';
import {
  buttonNames,
  expectCalm,
  type Grave,
  graveViolations,
  settle,
  toggleSwitches,
  typeEverywhere,
  watch,
  withAxe,
} from './screen-checks';

const EVERY_ROLE = [
  { role: 'Admin', email: 'admin@demo.test' },
  { role: 'Team Leader', email: 'leader@demo.test' },
  { role: 'Team Member', email: 'member@demo.test' },
] as const;
/** The Admin opens every screen; the suite walks as the Admin at both sizes. WALK_ROLES=all walks
 * as the leader and the member too (their walks have not yet run clean and take ~5 min each). */
const ROLES = process.env.WALK_ROLES === 'all' ? EVERY_ROLE : EVERY_ROLE.slice(0, 1);
const SIZES = [
  { size: 'desk', viewport: { width: 1440, height: 900 } },
  { size: 'phone', viewport: { width: 390, height: 844 } },
] as const;
/** Every signed-in page of the router (web/src/app/router.tsx); their tabs are found on screen. */
const PAGES = [
  '/tasks',
  '/team-tasks',
  '/all-tasks',
  '/invoicing',
  '/reports',
  '/compliance',
  '/timesheet',
  '/day-approvals',
  '/registers/udin',
  '/registers/dsc',
  '/configurations',
  '/profile',
];
const TASK_PAGES = ['/tasks', '/team-tasks', '/all-tasks'];
/** The buttons that open a screen's dialogs; the first of each kind on a screen is opened. */
const OPENS_DIALOG =
  /^(New|Add|Generate|Record|Edit|Create|Invite|Extend|Raise|Statement|Mark as filed|End Day)\b/;
/** Buttons of those words that act at once (or open a file picker) rather than a dialog. */
const ACTS_AT_ONCE = [
  /^New Row$/,
  /^Generate$/, // a pending task's invoice, generated on the spot
  /^Generate Invoice for Selected$/,
  /^Create draft invoices$/,
  /^Import/,
];
/** The kind of a dialog button: a row's "Edit Kulkarni Textiles" and the next row's are one. */
const kindOf = (name: string) => (/^(Edit|Record)\b/.test(name) ? (name.split(' ')[0] ?? name) : name);

const axed = new Set<string>();

for (const { size, viewport } of SIZES) {
  test.describe(`every screen at ${size} size`, () => {
    test.use({ viewport });
    for (const { role, email } of ROLES) {
      test(`as the ${role}`, async ({ page }) => {
        test.setTimeout(Number(process.env.WALK_TIMEOUT ?? 600_000));
        const grave: Grave[] = [];
        const seen = watch(page);
        await withAxe(page);
        await signIn(page, email);
        let screens = 0;
        const check = async (where: string, dialog = false) => {
          screens += 1;
          await expectCalm(page, seen, where);
          // One axe run per screen and size: a screen another role has shown is the same screen.
          const key = `${where.replace(/\s*\d+/g, '')} (${size})`;
          if (axed.has(key)) return;
          axed.add(key);
          // WALK_SHOTS=<folder>: a picture of each screen and dialog, to look at.
          if (process.env.WALK_SHOTS)
            await page.screenshot({
              path: join(process.env.WALK_SHOTS, `${key.replace(/[^\w()-]+/g, '_')}.png`),
              animations: 'disabled',
            });
          const started = Date.now();
          const more = await graveViolations(page, key, dialog);
          grave.push(...more);
          if (process.env.AXE_TALLY)
            appendFileSync(process.env.AXE_TALLY, `${JSON.stringify({ key, more })}\n`);
          if (process.env.WALK_LOG) console.log(`${Date.now() - started} ms axe ${where}`);
        };
        // WALK_PATHS=/compliance,/reports walks only those pages (to look again at a few).
        const only = process.env.WALK_PATHS?.split(',');
        for (const path of only ? PAGES.filter((p) => only.includes(p)) : PAGES) {
          await page.goto(path);
          await settle(page);
          if (!new URL(page.url()).pathname.startsWith(path.split('/').slice(0, 2).join('/'))) continue;
          await expect(page.getByRole('main')).toBeVisible();
          // The task pages' tabs are views of one grid (in the address, not routes): the first is read.
          const tabs = TASK_PAGES.includes(path)
            ? []
            : await page.getByRole('main').getByRole('tab').allInnerTexts();
          for (const [index, tab] of (tabs.length ? tabs : ['']).entries()) {
            if (tab) {
              await page.getByRole('main').getByRole('tab').nth(index).click({ timeout: 10_000 });
              await settle(page);
            }
            const where = `${path}${tab ? ` › ${tab.replace(/\s+/g, ' ').trim()}` : ''}`;
            await check(where);
            await exerciseScreen(page);
            if (await expectCalm(page, seen, `${where} typed and switched`)) {
              await page.goto(path); // crashed: told above; the walk goes on from a fresh page
              continue;
            }
            for (const dialog of await dialogButtons(page, path)) {
              if (process.env.WALK_LOG) console.log(`opening ${dialog} on ${where}`);
              if (await openDialog(page, dialog)) {
                await check(`${where} › ${dialog} dialog`, true);
                await exerciseDialog(page);
                await expectCalm(page, seen, `${where} › ${dialog} dialog typed and switched`);
                await closeDialogs(page);
              }
            }
          }
        }
        if (process.env.WALK_LOG) console.log(`${role} ${size}: ${screens} screens`);
        expect
          .soft(
            grave.map((g) => `${g.impact} ${g.rule} on ${g.screen}: ${g.nodes}`),
            'critical or serious axe violations',
          )
          .toEqual([]);
      });
    }
  });
}

/** Types into the screen's own inputs (the old values put back) and turns its switches. */
async function exerciseScreen(page: Page) {
  const main = page.getByRole('main');
  await typeEverywhere(main, true);
  await toggleSwitches(main);
  await settle(page);
}

async function exerciseDialog(page: Page) {
  const dialog = page.getByRole('dialog').last();
  await typeEverywhere(dialog, false);
  await toggleSwitches(dialog);
}

/** The names of the buttons on screen that open a dialog, one of each kind. */
async function dialogButtons(page: Page, path: string): Promise<string[]> {
  const names = new Map<string, string>();
  for (const name of await buttonNames(page.getByRole('main'))) {
    // Compliance's Generate opens its dialog; a pending task's Generate (Invoicing) acts at once.
    const opens = path === '/compliance' && name === 'Generate';
    if (!opens && (!OPENS_DIALOG.test(name) || ACTS_AT_ONCE.some((r) => r.test(name)))) continue;
    if (!names.has(kindOf(name))) names.set(kindOf(name), name);
  }
  return [...names.values()];
}

async function openDialog(page: Page, name: string): Promise<boolean> {
  const button = page.getByRole('main').getByRole('button', { name, exact: true }).first();
  if (!(await button.isVisible())) return false;
  await button.click({ timeout: 10_000 });
  const opened = await page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'visible', timeout: 6_000 })
    .then(() => true)
    .catch(() => false);
  if (opened)
    await page.waitForTimeout(250); // the opening transition, so colours are settled
  else await page.keyboard.press('Escape'); // a menu, not a dialog
  return opened;
}

/** Escape, and Cancel/Close for a dialog that keeps its place (a discard question included). */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
    const left = page.getByRole('dialog').last();
    if ((await page.getByRole('dialog').count()) === 0) break;
    const out = left.getByRole('button', { name: /^(Cancel|Close|Discard|Yes|Leave)/ }).first();
    if (await out.isVisible().catch(() => false)) await out.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** helpers' signIn, patient with a first load on a busy machine. */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Account menu/i })).toBeVisible({ timeout: 30_000 });
}
