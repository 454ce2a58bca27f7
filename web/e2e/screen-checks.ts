// The every-screen walk's checks: a page watched for crashes (error boundary, console error, page
// error, 5xx), every text input typed into and every switch turned on and off, and axe-core.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Locator, type Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** The axe-core the project pins (@axe-core/playwright's); a newer copy (e.g. npm i --prefix
 * /tmp/axe414 axe-core@4.14.1) is used instead when AXE_SOURCE names its axe.min.js. */
const AXE_SOURCE = readFileSync(
  process.env.AXE_SOURCE && existsSync(process.env.AXE_SOURCE)
    ? process.env.AXE_SOURCE
    : createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
/** Chromium's line for a call answered 401 while the 20-second test token is refreshed. */
const TOKEN_LAPSED = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';
const CRASH = 'Something went wrong!';

export interface Grave {
  screen: string;
  rule: string;
  impact: string;
  nodes: string;
}

/** The API calls each watched page has in flight (see settle). */
const inFlight = new WeakMap<Page, Set<unknown>>();
const isApiCall = (url: string) => new URL(url).pathname.startsWith('/api/');

/** What went wrong on a page since the last look: console and page errors and 5xx answers. */
export function watch(page: Page): { problems: string[] } {
  const seen = { problems: [] as string[] };
  const pending = new Set<unknown>();
  inFlight.set(page, pending);
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text() !== TOKEN_LAPSED) seen.problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (isApiCall(r.url())) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  page.on('response', (r) => {
    if (r.status() >= 500) seen.problems.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return seen;
}

/** A loader on screen: Mantine's, or a region that says it is busy. */
const LOADING = '.mantine-Loader, [aria-busy="true"]';

/** The page has finished asking and drawing: no API call in flight and no loader shown after two
 * frames and a quiet 120 ms (in which a new screen's effects have started their calls); at most
 * 4 s. Playwright's networkidle waits 500 ms after every page, tab and typed form. */
export async function settle(page: Page) {
  const pending = inFlight.get(page);
  if (!pending) {
    await page.waitForLoadState('networkidle', { timeout: 4_000 }).catch(() => undefined);
    return;
  }
  const until = Date.now() + 4_000;
  while (Date.now() < until) {
    const loading = await page
      .evaluate(
        (selector) =>
          new Promise<boolean>((done) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                setTimeout(
                  () =>
                    done(
                      [...document.querySelectorAll(selector)].some(
                        (el) => (el as HTMLElement).offsetParent !== null,
                      ),
                    ),
                  120,
                ),
              ),
            ),
          ),
        LOADING,
      )
      .catch(() => false); // the page navigated meanwhile: look again
    if (pending.size === 0 && !loading) return;
    await page.waitForTimeout(50);
  }
}

/** No crash shown and nothing reported since the last call (which it clears). */
export async function expectCalm(page: Page, seen: { problems: string[] }, where: string) {
  const crashed = await page.getByText(CRASH).count();
  expect.soft(crashed, `${where}: the error boundary is shown`).toBe(0);
  expect.soft(seen.problems, `${where}: errors`).toEqual([]);
  seen.problems = [];
  return crashed > 0;
}

/** A grid's rows after the first three are drawn like them: axe reads three, which is much
 * quicker than the hundreds of cells on screen. */
const LATER_GRID_ROWS = '.ag-row:not([row-index="0"]):not([row-index="1"]):not([row-index="2"])';

/** axe-core in every document the page loads, once, rather than injected again for each check
 * (each injection costs a second or more on a busy machine). */
export async function withAxe(page: Page) {
  await page.addInitScript({ content: AXE_SOURCE });
}

/** How many of axe's rules a screen breaks, by impact. */
export type ImpactCounts = Record<'critical' | 'serious' | 'moderate' | 'minor', number>;

/** axe-core's violations of what is on screen, or only of the open dialog (the page behind it was
 * checked on its own): the critical and serious ones spelt out, every one counted by impact. */
export async function axeFindings(
  page: Page,
  screen: string,
  dialog = false,
): Promise<{ grave: Grave[]; counts: ImpactCounts; rules: string[] }> {
  const violations = await page.evaluate(
    async ({ tags, exclude, dialog }) => {
      const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
      // A dialog or alert still fading in blends its colours with the page's: contrast is judged
      // on what stays on screen, so finite transitions end first (a spinner's loop never does).
      const ending = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined));
      await Promise.race([Promise.all(ending), new Promise((r) => setTimeout(r, 3000))]);
      const context = { include: dialog ? [['[role=dialog]']] : [['html']], exclude: [[exclude]] };
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        nodes: v.nodes.map((n) => ({ target: n.target.map(String), summary: n.failureSummary ?? '' })),
      }));
    },
    { tags: TAGS, exclude: LATER_GRID_ROWS, dialog },
  );
  const counts: ImpactCounts = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const v of violations) if (v.impact in counts) counts[v.impact as keyof ImpactCounts] += 1;
  const grave = violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => ({
      screen,
      rule: v.id,
      impact: v.impact,
      nodes: v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.summary.split('\n').slice(1, 2).join('')}`)
        .join(' | '),
    }));
  return { grave, counts, rules: violations.map((v) => `${v.impact} ${v.id}`) };
}

/** A typical value for an input of this type. */
function typical(type: string, inputMode: string): string {
  if (type === 'date') return '2026-04-01';
  if (type === 'month') return '2026-04';
  if (type === 'time') return '10:30';
  if (type === 'email') return 'someone@example.com';
  if (type === 'tel') return '9876543210';
  if (type === 'number' || inputMode === 'numeric' || inputMode === 'decimal') return '12';
  if (type === 'password') return 'Typical@123';
  return 'Typical 12';
}

const TEXT_INPUTS =
  'input:not([type]), input[type=text], input[type=search], input[type=email], input[type=tel], ' +
  'input[type=number], input[type=date], input[type=month], input[type=time], input[type=url], ' +
  'input[type=password], textarea';

/** Types a typical value into every visible (on screen), enabled text input inside `scope` (not the pickers
 * of selects, whose typing opens a list, nor a grid's editors), then puts the old value back when
 * `restore`. The inputs are found in one look at the page: a busy machine answers each ask slowly. */
export async function typeEverywhere(scope: Locator, restore: boolean) {
  const inputs = scope.locator(TEXT_INPUTS);
  const eligible = await inputs.evaluateAll((all) =>
    all.map((el) => {
      const input = el as HTMLInputElement;
      const box = input.getBoundingClientRect();
      const skip =
        input.disabled ||
        input.readOnly ||
        box.width === 0 ||
        box.bottom < 0 ||
        box.top > window.innerHeight ||
        input.getAttribute('aria-haspopup') !== null ||
        input.getAttribute('role') === 'combobox' ||
        input.closest('.ag-root, [role=grid]') !== null;
      return skip ? null : { type: input.type, mode: input.inputMode, value: input.value };
    }),
  );
  // A table's rows repeat one input: those on screen, at most a dozen, stand for the rest.
  let typed = 0;
  for (const [index, input] of eligible.entries()) {
    if (!input || typed++ >= 12) continue;
    const field = inputs.nth(index);
    await field.fill(typical(input.type, input.mode), { timeout: 2_000 }).catch(() => undefined);
    if (restore) await field.fill(input.value, { timeout: 2_000 }).catch(() => undefined);
  }
}

/** The names of the visible, enabled buttons inside `scope` (aria-label, else their text). */
export async function buttonNames(scope: Locator): Promise<string[]> {
  return scope
    .getByRole('button')
    .evaluateAll((all) =>
      all
        .filter((b) => !(b as HTMLButtonElement).disabled && b.getBoundingClientRect().width > 0)
        .map((b) => (b.getAttribute('aria-label') ?? (b as HTMLElement).innerText ?? '').trim()),
    );
}

/** Turns every visible switch inside `scope` on and off again (back to where it was). */
export async function toggleSwitches(scope: Locator) {
  for (const toggle of await scope.getByRole('switch').all()) {
    if (!(await toggle.isVisible()) || !(await toggle.isEnabled())) continue;
    const was = await toggle.isChecked();
    // A switch that does not turn (the screen crashed under it) is told by the crash check after.
    await toggle.setChecked(!was, { timeout: 3_000 }).catch(() => undefined);
    await toggle.setChecked(was, { timeout: 3_000 }).catch(() => undefined);
  }
}

/** What typing and switching inside `scope` would touch: its visible text inputs and switches,
 * by type, name and value. Two scopes of one shape get the same keystrokes. */
export async function formShape(scope: Locator): Promise<string> {
  const fields = await scope
    .locator(`${TEXT_INPUTS}, [role=switch]`)
    .evaluateAll((all) =>
      all
        .filter((el) => el.getBoundingClientRect().width > 0)
        .map((el) => {
          const input = el as HTMLInputElement;
          const name =
            input.getAttribute('aria-label') ??
            input.labels?.[0]?.textContent ??
            (input.name || input.placeholder);
          return `${input.type}:${name}=${input.value}/${input.checked}`;
        }),
    )
    .catch(() => [] as string[]);
  return fields.join('|');
}
