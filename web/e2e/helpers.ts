// Shared steps of the end-to-end tests: sign in as a demo person, read the mail outbox, screenshots.
import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { InvoiceRow } from '@practice-desk/contracts';

/** An invoice the specs read back once it is issued (sent, or marked Sent or Done): numbered then.
 * A generated invoice is a draft whose number is null until it is issued. */
export type NumberedInvoice = InvoiceRow & { invoiceNumber: string };

/** An invoice's row in an invoice list, found by its id (a draft has no number to find it by). */
export const invoiceRowOf = (page: Page, invoice: Pick<InvoiceRow, 'id'>) =>
  page.locator(`tr[data-invoice-id="${invoice.id}"]`);

export const DEMO_PASSWORD = 'Demo@12345';
export const SCREENS = join(import.meta.dirname, '.screens');

/** A calendar date (YYYY-MM-DD) as a person types it into a date field in the demo practice's
 * format (Preferences › Date format, DD/MM/YYYY). */
export function typedDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

/** Signs in on the login page, as a person does. `to`: the page to land on instead of the task list
 * (the login page's ?redirect=), which spares a test a second load of the whole app and of a task
 * grid it does not look at. */
export async function signIn(
  page: Page,
  email: string,
  { password = DEMO_PASSWORD, to }: SignInOptions = {},
) {
  await page.goto(to ? `/login?redirect=${encodeURIComponent(to)}` : '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The first screen's code loads and compiles on a new browser context's first page: with three
  // specs and their servers sharing two cores this can take past the usual 10 s.
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: 30_000 });
}

interface SignInOptions {
  password?: string;
  to?: string;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENS, { recursive: true });
  // Transitions finished, so a modal just opened is shown as it settles, not half faded in.
  await page.screenshot({ path: join(SCREENS, `${name}.png`), fullPage: false, animations: 'disabled' });
}

/** The newest mail the worker's server (fixtures.ts) wrote to DATA_DIR/outbox for this address. */
export function latestMailTo(address: string): string {
  const outbox = join(process.env.E2E_PRACTICE_DIR ?? '', 'outbox');
  const files = readdirSync(outbox)
    .map((f) => join(outbox, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const mail = files.map((f) => readFileSync(f, 'utf8')).find((text) => text.includes(address));
  if (!mail) throw new Error(`no mail to ${address} in ${outbox}`);
  return mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

/** The link of `path` (e.g. /reset-password) in the newest mail to this address, once it has
 * arrived: mails go out after the answer. The token is in its fragment. */
export async function mailedLink(address: string, path: string): Promise<string> {
  const pattern = new RegExp(`http://127\\.0\\.0\\.1:\\d+${path}#token=[\\w-]+`);
  let link = '';
  await expect
    .poll(() => {
      try {
        link = latestMailTo(address).match(pattern)?.[0] ?? '';
      } catch {
        link = '';
      }
      return link;
    })
    .not.toBe('');
  return link;
}

/** Chromium's line for a call the server answered 401: the access token (20 s in these tests)
 * lapsed, and the client refreshes it and repeats the call. A test running past 20 s on a busy
 * machine meets it; a refresh that fails shows as the login page instead. */
const TOKEN_LAPSED = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';

/** Console errors and uncaught exceptions of a page (CSP violations show up here). */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text() !== TOKEN_LAPSED) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** GET through the API as a demo person (a fresh sign-in: e2e access tokens live 20 s). */
export async function apiGet<T>(
  request: APIRequestContext,
  path: string,
  email = 'admin@demo.test',
  password = DEMO_PASSWORD,
): Promise<T> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  const token = (await login.json()).data.accessToken as string;
  const res = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()).data as T;
}

/** A write through the API as a demo person (a fresh sign-in, like apiGet); answers `data`. */
export async function apiSend<T>(
  request: APIRequestContext,
  method: 'post' | 'put' | 'delete',
  path: string,
  data?: unknown,
  email = 'admin@demo.test',
): Promise<T> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const token = (await login.json()).data.accessToken as string;
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(
    res.ok(),
    `${method.toUpperCase()} ${path} answered ${res.status()}: ${await res.text()}`,
  ).toBeTruthy();
  return (await res.json()).data as T;
}

/** A draft invoice of ₹10,000 + GST for the demo client Kulkarni Textiles: a completed task of
 * `task` (the sub-task named as given) quoted and generated through the API. */
export async function kulkarniInvoice(
  request: APIRequestContext,
  subTask: string,
  task = 'Statutory Audit',
): Promise<NumberedInvoice> {
  const { clients } = await apiGet<{ clients: { id: string; name: string }[] }>(
    request,
    `clients?search=${encodeURIComponent('Kulkarni Textiles')}`,
  );
  const client = clients.find((c) => c.name === 'Kulkarni Textiles');
  if (!client) throw new Error('no demo client Kulkarni Textiles');
  const created = await apiSend<{ task: { id: string } }>(request, 'post', 'tasks', {
    client: client.id,
    task,
    subTask,
    status: 'Completed',
  });
  await apiSend(request, 'post', `tasks/${created.task.id}/quotation`, { amount: '10000', remarks: 'Fee' });
  const { invoices } = await apiSend<{ invoices: NumberedInvoice[] }>(
    request,
    'post',
    'invoices/generate-from-tasks',
    {
      taskIds: [created.task.id],
    },
  );
  const [invoice] = invoices;
  if (!invoice) throw new Error('generation failed');
  return invoice;
}

/**
 * Does `act` and expects a toast saying `text`. A success toast stays 2 s: on a busy machine a page
 * re-rendering a long list after the action can show it and take it away between two of
 * Playwright's looks, so every toast the page shows from now on is noted as it appears.
 */
export async function expectToast(page: Page, text: string, act: () => Promise<unknown>) {
  await page.evaluate(() => {
    const shown = new Set<string>();
    (window as unknown as { toastsShown: Set<string> }).toastsShown = shown;
    new MutationObserver(() => {
      for (const alert of document.querySelectorAll('[role="alert"]')) shown.add(alert.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await act();
  const toastsShown = () =>
    page.evaluate(() => [...(window as unknown as { toastsShown: Set<string> }).toastsShown].join('\n'));
  await expect.poll(toastsShown, { timeout: 30_000 }).toContain(text);
}
