// Every screen and tab each role can open, at desk and phone sizes, and the screens' main
// new/add/generate/record/edit dialogs: typed into, switched, checked by axe-core. Fails on a
// crash, a console or page error, a 5xx answer, or any critical or serious axe violation.
// Nothing is saved: dialogs are closed, typed screen values put back, switches turned back.
// The axe figures of each role and size go to test-results/every-screen-axe.{json,md}.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page, test } from './fixtures';
import { signIn } from './helpers';
import {
  axeFindings,
  buttonNames,
  expectCalm,
  formShape,
  type Grave,
  type ImpactCounts,
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
const AXE_VERSION = JSON.parse(
  readFileSync(createRequire(import.meta.url).resolve('axe-core/package.json'), 'utf8'),
).version;
/** Every role walks at both sizes (the Team Leader and Team Member took 1.5 min, 38 s, 58 s and
 * 30 s on this machine); WALK_ROLES=admin walks as the Admin only, for a quicker look. */
const ROLES = process.env.WALK_ROLES === 'admin' ? EVERY_ROLE.slice(0, 1) : EVERY_ROLE;
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
  // An inline form's submit (Configurations › Invoices, Holidays): waiting for a dialog cost 6 s.
  /^Add (bank account|holiday)$/,
];
/** The kind of a dialog button: a row's "Edit Kulkarni Textiles" and the next row's are one. */
const kindOf = (name: string) => (/^(Edit|Record)\b/.test(name) ? (name.split(' ')[0] ?? name) : name);

const axed = new Set<string>();
/** The shape of each form a role typed into and switched at desk size: the same form on a phone
 * is the same code with the same values, so it is checked (crash, errors, axe) but not typed again. */
const exercised = new Map<string, string>();
/** The task pages share one toolbar: its dialogs are opened from the first of them a role sees. */
const toolbarDialogs = new Set<string>();

for (const { size, viewport } of SIZES) {
  test.describe(`every screen at ${size} size`, () => {
    test.use({ viewport });
    for (const { role, email } of ROLES) {
      test(`as the ${role}`, async ({ page }) => {
        test.setTimeout(Number(process.env.WALK_TIMEOUT ?? 600_000));
        const began = Date.now();
        const grave: Grave[] = [];
        const figures: Figures = {
          role,
          size,
          screens: 0,
          dialogs: 0,
          axed: 0,
          counts: { critical: 0, serious: 0, moderate: 0, minor: 0 },
          rules: {},
          seconds: 0,
        };
        const seen = watch(page);
        await withAxe(page);
        await signIn(page, email);
        let screens = 0;
        /** Types and switches in a screen or dialog, unless this role did the same form at desk size. */
        const exercise = async (where: string, scope: 'main' | 'dialog', run: () => Promise<void>) => {
          const shape = await formShape(
            scope === 'main' ? page.getByRole('main') : page.getByRole('dialog').last(),
          );
          const key = `${role} ${where.replace(/\s*\d+/g, '')}`;
          if (size === 'phone' && exercised.get(key) === shape) return;
          if (size === 'desk') exercised.set(key, shape);
          await run();
        };
        const check = async (where: string, dialog = false) => {
          screens += 1;
          figures[dialog ? 'dialogs' : 'screens'] += 1;
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
          const found = await axeFindings(page, key, dialog);
          grave.push(...found.grave);
          figures.axed += 1;
          for (const impact of Object.keys(found.counts) as (keyof ImpactCounts)[])
            figures.counts[impact] += found.counts[impact];
          for (const rule of found.rules) figures.rules[rule] = (figures.rules[rule] ?? 0) + 1;
          if (process.env.AXE_TALLY)
            appendFileSync(process.env.AXE_TALLY, `${JSON.stringify({ key, ...found })}\n`);
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
              // 30 s: the Admin's Unbilled tab draws some 700 rows, a long freeze on a busy machine.
              await page.getByRole('main').getByRole('tab').nth(index).click({ timeout: 30_000 });
              await settle(page);
            }
            const where = `${path}${tab ? ` › ${tab.replace(/\s+/g, ' ').trim()}` : ''}`;
            await check(where);
            await exercise(where, 'main', () => exerciseScreen(page));
            if (await expectCalm(page, seen, `${where} typed and switched`)) {
              await page.goto(path); // crashed: told above; the walk goes on from a fresh page
              continue;
            }
            for (const dialog of await dialogButtons(page, path)) {
              if (TASK_PAGES.includes(path)) {
                if (toolbarDialogs.has(`${role} ${size} ${kindOf(dialog)}`)) continue;
                toolbarDialogs.add(`${role} ${size} ${kindOf(dialog)}`);
              }
              if (process.env.WALK_LOG) console.log(`opening ${dialog} on ${where}`);
              if (await openDialog(page, dialog)) {
                const inDialog = `${where} › ${dialog} dialog`;
                await check(inDialog, true);
                await exercise(inDialog, 'dialog', () => exerciseDialog(page));
                await expectCalm(page, seen, `${inDialog} typed and switched`);
                await closeDialogs(page);
              }
            }
          }
        }
        figures.seconds = Math.round((Date.now() - began) / 1000);
        recordFigures(figures);
        if (process.env.WALK_LOG) console.log(`${role} ${size}: ${screens} screens in ${figures.seconds} s`);
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
    await transitionsDone(page); // so colours are measured as they settle
  else await page.keyboard.press('Escape'); // a menu, not a dialog
  return opened;
}

/** Escape, and Cancel/Close for a dialog that keeps its place (a discard question included). */
async function closeDialogs(page: Page) {
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    const open = await page.getByRole('dialog').count();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog'))
      .not.toHaveCount(open, { timeout: 1_000 })
      .catch(() => undefined);
    const left = page.getByRole('dialog').last();
    if ((await page.getByRole('dialog').count()) === 0) break;
    const out = left.getByRole('button', { name: /^(Cancel|Close|Discard|Yes|Leave)/ }).first();
    if (await out.isVisible().catch(() => false)) await out.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** The dialog's opening transitions have run (a spinning loader's endless one aside), at most 2 s. */
async function transitionsDone(page: Page) {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000, polling: 50 },
    )
    .catch(() => undefined);
}

interface Figures {
  role: string;
  size: string;
  /** Screens (pages and tabs) and dialogs walked, and of them those axe checked (the others were
   * checked as the same screen at this size by a role before). */
  screens: number;
  dialogs: number;
  axed: number;
  /** Rules violated, summed over the screens axe checked, by impact; and how often each rule. */
  counts: ImpactCounts;
  rules: Record<string, number>;
  seconds: number;
}

/** Adds a walk's figures to test-results/every-screen-axe.json and writes the table beside it. */
function recordFigures(figures: Figures) {
  const dir = test.info().project.outputDir;
  const file = join(dir, 'every-screen-axe.json');
  mkdirSync(dir, { recursive: true });
  const earlier: Figures[] = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  const all = [...earlier.filter((f) => f.role !== figures.role || f.size !== figures.size), figures];
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  const line = (f: Figures) =>
    `| ${f.role} | ${f.size} | ${f.screens} | ${f.dialogs} | ${f.axed} | ${f.counts.critical} | ${f.counts.serious} | ${f.counts.moderate} | ${f.counts.minor} | ${f.seconds} |`;
  const rules = (f: Figures) =>
    Object.entries(f.rules)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([rule, n]) => `${rule} ×${n}`)
      .join(', ') || 'none';
  writeFileSync(
    join(dir, 'every-screen-axe.md'),
    [
      `# Every-screen walk: axe-core ${AXE_VERSION} (WCAG 2.1 A/AA and best practices)`,
      '',
      'Violated rules are counted once per screen or dialog axe checked; a screen another role showed at the',
      'same size is checked once.',
      '',
      '| role | size | screens | dialogs | axe-checked | critical | serious | moderate | minor | seconds |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...all.map(line),
      '',
      ...all.map((f) => `- ${f.role}, ${f.size}: ${rules(f)}`),
      '',
    ].join('\n'),
  );
}
