// Chasing clients for documents, as staff see it: an Admin keeps request templates under
// Configurations → Requests, and the task grid narrows to the tasks waiting on their client. A
// template may hold its task's completion until the documents are accepted: an Admin completes it
// earlier only with a reason, and once the client's upload is accepted it completes as usual.

import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type AuditPage,
  type BoardAnswer,
  DOCUMENT_CHASE_MESSAGES,
  type RequestTemplate,
  type TaskRow,
} from '@practice-desk/contracts';
import { profileWith } from '@practice-desk/contracts/testing';
import { expect, test } from './fixtures';
import { apiGet, apiSend, mailedLink, screenshot, signIn, typedDate } from './helpers';
import { axeFindings, withAxe } from './screen-checks';

/** Completed chosen in the task grid's status cell by keyboard, until `done` sees its effect. In a
 * full run the grid redraws its rows while other work goes on (its search answering, live updates),
 * and a redraw closes an open editor: keys sent then reached no editor. Each step is seen before
 * the next, and the whole is tried again while the editor closes under it. */
async function pickCompleted(page: Page, status: Locator, done: () => Promise<void>) {
  const search = page.getByRole('textbox', { name: 'Search statuses...' });
  const completed = page
    .getByRole('listbox', { name: 'Status' })
    .getByRole('option', { name: 'Completed', exact: true });
  await expect(async () => {
    if (!(await search.isVisible())) {
      await status.click();
      await expect(status).toHaveClass(/ag-cell-focus/, { timeout: 2_000 });
      await page.keyboard.press('Enter');
    }
    await expect(search).toBeFocused({ timeout: 2_000 });
    // A redraw may take the editor away mid-fill: a bounded fill lets the whole be tried again.
    await search.fill('Completed', { timeout: 2_000 });
    await expect(completed).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    await page.keyboard.press('Enter');
    await done();
  }).toPass({ timeout: 40_000 });
}

test('an Admin adds, edits and deletes a request template for a compliance form', async ({
  page,
  request,
}) => {
  // A retry starts clean: a form keeps one template only.
  const before = await apiGet<{ templates: RequestTemplate[] }>(request, 'config/request-templates');
  for (const t of before.templates.filter((t) => t.formCode === 'GSTR-3B'))
    await apiSend(request, 'delete', `config/request-templates/${t.id}`);
  await signIn(page, 'admin@demo.test', { to: '/configurations/requests' });
  await expect(page.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Add Request Template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Request Template' });
  await dialog.getByRole('combobox', { name: 'Compliance form' }).fill('GSTR-3B');
  await page.getByRole('option', { name: 'GSTR-3B', exact: true }).click();
  // The form's usual documents are filled in.
  await expect(dialog.getByRole('textbox', { name: 'Document 1', exact: true })).toHaveValue(
    'Sales register',
  );
  await expect(dialog.getByRole('textbox', { name: 'Document 3', exact: true })).toHaveValue(
    'Bank statement',
  );
  await dialog.getByRole('button', { name: 'Add document' }).click();
  await dialog.getByRole('textbox', { name: 'Document 4', exact: true }).fill('Credit notes');
  await dialog.getByRole('textbox', { name: 'Note for document 4' }).fill('Only if any were issued');
  await screenshot(page, 'request-templates-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Request template added')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: 'GSTR-3B documents' });
  await expect(row).toContainText('Sales register, Purchase invoices, Bank statement, Credit notes');
  await screenshot(page, 'request-templates-desktop');

  await row.getByRole('button', { name: 'Edit GSTR-3B documents' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Request Template' });
  // By keyboard: a click forced on the switch's hidden input could land beside it while the dialog
  // was still growing in (its clicks are not held for the dialog to stand still).
  const required = edit.getByRole('switch', { name: /^Required before the task can be Completed/ });
  await required.press('Space');
  await expect(required).toBeChecked();
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Request template saved')).toBeVisible();
  await expect(row).toContainText('Required');
  const saved = await apiGet<{ templates: RequestTemplate[] }>(request, 'config/request-templates');
  expect(saved.templates.find((t) => t.formCode === 'GSTR-3B')).toMatchObject({
    requiredBeforeCompletion: true,
    items: [
      { name: 'Sales register' },
      { name: 'Purchase invoices' },
      { name: 'Bank statement' },
      { name: 'Credit notes', note: 'Only if any were issued' },
    ],
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await screenshot(page, 'request-templates-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  await row.getByRole('button', { name: 'Delete GSTR-3B documents' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button').last().click();
  await expect(page.getByText('Request template deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'GSTR-3B documents' })).toHaveCount(0);
});

test('the chase’s preferences sit beside the others', async ({ page }) => {
  await signIn(page, 'admin@demo.test', { to: '/configurations/preferences' });
  await page.getByRole('button', { name: 'Client Documents' }).click();
  await expect(page.getByRole('textbox', { name: /^Raise document requests ahead/ })).toHaveValue('10');
  await screenshot(page, 'preferences-client-documents');
});

test('the task grid narrows to the tasks waiting on their client, with documents received', async ({
  page,
  request,
}) => {
  const { tasks } = await apiGet<{ tasks: TaskRow[] }>(request, 'tasks?scope=all&status=TODO&limit=50');
  // One not waiting yet (a retry of this test left its first request behind).
  const task = tasks.find((t) => t.client && !t.waitingOnClient);
  if (!task?.client) throw new Error('the demo has no To Do task with a client');
  await apiSend(request, 'post', 'document-requests', {
    clientId: task.client.id,
    taskId: task.id,
    dueDate: '2030-01-31',
    items: [{ name: 'Sales register' }, { name: 'Bank statement' }],
  });
  await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
  await page.getByText('Waiting on client', { exact: true }).click();
  await expect(page).toHaveURL(/waitingOnClient=/);
  const waiting = await apiGet<{ pagination: { total: number } }>(
    request,
    'tasks?scope=all&waitingOnClient=true&limit=1',
  );
  await expect(page.getByTestId('footer-count')).toHaveText(String(waiting.pagination.total));
  const cell = page.getByLabel('Waiting on client (0 of 2 received)').first();
  await expect(cell).toBeVisible();
  await screenshot(page, 'tasks-waiting-on-client-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'tasks-waiting-on-client-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByRole('button', { name: /^Clear filters/ }).click();
  await expect(page).not.toHaveURL(/waitingOnClient/);
});

test('the status board keeps the clients waiting on their documents', async ({ page, request }) => {
  // The board opens on GSTR-3B of this financial year. Its item is taken from the board itself, on a
  // client with nothing waiting yet: the calendar's first open item may belong to a client the board
  // does not list, and a client another test already asked for documents shows that request too.
  const now = new Date();
  const start = now.getMonth() >= 3 ? now.getFullYear() : now.getFullYear() - 1;
  const financialYear = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
  const board = await apiGet<BoardAnswer>(
    request,
    `compliance/board?code=GSTR-3B&financialYear=${financialYear}`,
  );
  const row = board.rows.find(
    (r) => Object.values(r.cells).every((c) => !c.waitingOnClient) && openCell(r.cells),
  );
  const cell = row && openCell(row.cells);
  if (!row || !cell?.itemId) throw new Error('the demo has no open GSTR-3B item this year');
  await apiSend(request, 'post', 'document-requests', {
    clientId: row.clientId,
    complianceItemId: cell.itemId,
    dueDate: '2030-01-31',
    items: [{ name: 'Sales register' }, { name: 'Purchase invoices' }, { name: 'Bank statement' }],
  });
  await withAxe(page);
  await signIn(page, 'admin@demo.test', { to: '/compliance/board' });
  await page.getByText('Waiting on client', { exact: true }).click();
  const shown = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: row.clientName, exact: true }) });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Waiting on client (0 of 3 received)', { exact: true })).toBeAttached();
  // The cell's button is named by what it shows ("Open 0/3"), then its dates.
  expect((await axeFindings(page, 'status board, waiting on client')).grave).toEqual([]);
  await screenshot(page, 'board-waiting-on-client-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'board-waiting-on-client-mobile');
});

/** A cell of the board with an item still to be filed. */
function openCell(cells: BoardAnswer['rows'][number]['cells']) {
  return Object.values(cells).find((c) => c.itemId && (c.status === 'open' || c.status === 'overdue'));
}

test('staff raise a request from a template: its documents are filled in and it keeps the template', async ({
  page,
  request,
}) => {
  const before = await apiGet<{ templates: RequestTemplate[] }>(request, 'config/request-templates');
  for (const t of before.templates.filter((t) => t.formCode === 'ITR'))
    await apiSend(request, 'delete', `config/request-templates/${t.id}`);
  const { template } = await apiSend<{ template: RequestTemplate }>(
    request,
    'post',
    'config/request-templates',
    {
      name: 'ITR papers',
      formCode: 'ITR',
      items: [
        { name: 'Form 16', required: true },
        { name: 'Capital gains statement', note: 'From the broker', required: false },
      ],
    },
  );
  const name = `Template Client ${Date.now().toString(36)}`;
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name,
    address: 'Baner Road, Pune',
  });
  const due = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);

  await signIn(page, 'admin@demo.test');
  await page.goto(`/clients/${client.id}`);
  await page.getByRole('tab', { name: /Documents & history/ }).click();
  await page.getByRole('button', { name: 'New document request' }).click();
  const dialog = page.getByRole('dialog', { name: `New document request for ${name}` });
  await dialog.getByRole('combobox', { name: 'From a request template (optional)' }).click();
  await page.getByRole('option', { name: 'ITR papers (ITR)' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('ITR papers');
  await expect(dialog.getByRole('textbox', { name: /^Document 1/ })).toHaveValue('Form 16');
  await expect(dialog.getByRole('textbox', { name: /^Document 2/ })).toHaveValue('Capital gains statement');
  await expect(dialog.getByRole('checkbox', { name: 'Document 2 is required' })).not.toBeChecked();
  await dialog.getByLabel('Due date').fill(typedDate(due));
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByRole('row', { name: /ITR papers/ })).toContainText('0 of 2 received');

  const { requests } = await apiGet<{ requests: { id: string }[] }>(
    request,
    `document-requests?clientId=${client.id}`,
  );
  const { request: raised } = await apiGet<{
    request: { templateId: string | null; items: { name: string; required: boolean }[] };
  }>(request, `document-requests/${requests[0]?.id}`);
  expect(raised.templateId).toBe(template.id);
  expect(raised.items.map((i) => [i.name, i.required])).toEqual([
    ['Form 16', true],
    ['Capital gains statement', false],
  ]);
  await apiSend(request, 'delete', `config/request-templates/${template.id}`);
});

/** A Tax Audit task of this client held back for its trial balance: an 'Audit papers' template that
 * holds completion (made afresh: a form keeps one template), the task, and its document request. */
async function heldBackTask(request: APIRequestContext, clientId: string, stamp: string) {
  const before = await apiGet<{ templates: RequestTemplate[] }>(request, 'config/request-templates');
  for (const t of before.templates.filter((t) => t.formCode === 'TAX-AUDIT'))
    await apiSend(request, 'delete', `config/request-templates/${t.id}`);
  const { template } = await apiSend<{ template: RequestTemplate }>(
    request,
    'post',
    'config/request-templates',
    {
      name: 'Audit papers',
      formCode: 'TAX-AUDIT',
      requiredBeforeCompletion: true,
      items: [{ name: 'Trial balance', required: true }],
    },
  );
  const subTask = `Audit gate ${stamp}`;
  const { task } = await apiSend<{ task: TaskRow }>(request, 'post', 'tasks', {
    client: clientId,
    task: 'Tax Audit',
    subTask,
    et: 60,
    tt: 0,
    dueDate: '2030-01-15',
  });
  const { request: raised } = await apiSend<{ request: { id: string; items: { id: string }[] } }>(
    request,
    'post',
    'document-requests',
    {
      clientId,
      taskId: task.id,
      templateId: template.id,
      dueDate: '2030-01-10',
      items: [{ name: 'Trial balance', required: true }],
    },
  );
  return { template, task, subTask, raised };
}

test('an Admin completes a task held back for its documents only with a reason, kept on the task', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: `Gate Client ${stamp}`,
    address: 'FC Road, Pune',
  });
  const { template, task, subTask } = await heldBackTask(request, client.id, stamp);

  await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
  // The search answers after a pause; a row seen before it is redrawn (its editor closed) then.
  await expect(page.getByTestId('footer-count')).toHaveText('1');
  const status = page.locator('[role=row][row-index="0"] [col-id="status"]').first();
  await expect(page.locator('[role=row][row-index="0"] [col-id="subTask"]').first()).toHaveText(subTask);
  const dialog = page.getByRole('dialog', { name: 'Complete without the documents?' });
  const chooseCompleted = () =>
    pickCompleted(page, status, () =>
      expect(dialog).toContainText(DOCUMENT_CHASE_MESSAGES.documentsMissing, { timeout: 5_000 }),
    );

  // Cancelled: nothing changes.
  await chooseCompleted();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(status).not.toContainText('Completed');
  expect((await apiGet<{ task: TaskRow }>(request, `tasks/${task.id}`)).task.status).not.toBe('Completed');

  // A blank reason is refused in the dialog; a reason completes the task and is kept on it.
  await chooseCompleted();
  await screenshot(page, 'task-completion-override-desktop');
  await dialog.getByRole('button', { name: 'Complete anyway' }).click();
  await expect(dialog.getByText(DOCUMENT_CHASE_MESSAGES.overrideReasonRequired)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Client confirmed the trial balance by phone');
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/tasks/${task.id}`) && r.request().method() === 'PUT' && r.ok(),
  );
  await dialog.getByRole('button', { name: 'Complete anyway' }).click();
  await saved;
  await expect(dialog).toBeHidden();
  await expect(status).toContainText('Completed');
  expect((await apiGet<{ task: TaskRow }>(request, `tasks/${task.id}`)).task.status).toBe('Completed');
  // The reason is in the task's history, in the same entry as its completion.
  const history = await apiGet<AuditPage>(request, `tasks/${task.id}/history`);
  const completion = history.entries.find((e) => e.changes.some((c) => c.new === 'Completed'));
  expect(completion?.changes.map((c) => c.new)).toContain('Client confirmed the trial balance by phone');
  await apiSend(request, 'delete', `config/request-templates/${template.id}`);
});

test('once the client’s documents are in and accepted, the held-back task completes with no reason asked', async ({
  page,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const email = `accounts-${stamp}@gate-client.test`;
  const { client } = await apiSend<{ client: { id: string } }>(request, 'post', 'clients', {
    name: `Gate Client ${stamp} Ltd`,
    address: 'FC Road, Pune',
  });
  const contacts = [{ name: 'Meera Kale', email, role: 'Accountant', phone: '', primary: true }];
  await apiSend(request, 'put', `clients/${client.id}/compliance`, {
    ...profileWith({ contacts }),
    gstin: '',
  });
  await apiSend(request, 'post', `clients/${client.id}/portal-invites`, { email });
  const link = await mailedLink(email, '/portal/sign-in');
  const session = await request.post('/api/portal/auth/verify', {
    data: { token: link.split('#token=')[1] },
  });
  expect(session.status()).toBe(200);
  const portal = { authorization: `Portal ${(await session.json()).data.token}` };

  const { template, task, subTask, raised } = await heldBackTask(request, client.id, stamp);
  const item = raised.items[0]?.id ?? '';
  // The client sends the trial balance from the portal; staff accept it.
  const sent = await request.post(`/api/portal/requests/${raised.id}/items/${item}/files`, {
    headers: portal,
    multipart: {
      file: {
        name: 'trial-balance.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.7\n1 0 obj\n%%EOF\n'),
      },
    },
  });
  expect(sent.status()).toBe(201);
  await apiSend(request, 'put', `document-requests/${raised.id}/items/${item}`, { status: 'accepted' });

  await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
  await page.getByRole('textbox', { name: 'Search tasks' }).fill(subTask);
  // The search answers after a pause; a row seen before it is redrawn (its editor closed) then.
  await expect(page.getByTestId('footer-count')).toHaveText('1');
  await expect(page.locator('[role=row][row-index="0"] [col-id="subTask"]').first()).toHaveText(subTask);
  const status = page.locator('[role=row][row-index="0"] [col-id="status"]').first();
  const saved = page.waitForResponse(
    (r) => r.url().includes(`/api/tasks/${task.id}`) && r.request().method() === 'PUT' && r.ok(),
  );
  await pickCompleted(page, status, () => expect(status).toContainText('Completed', { timeout: 5_000 }));
  await saved;
  await expect(status).toContainText('Completed');
  await expect(page.getByRole('dialog', { name: 'Complete without the documents?' })).toHaveCount(0);
  expect((await apiGet<{ task: TaskRow }>(request, `tasks/${task.id}`)).task.status).toBe('Completed');
  await apiSend(request, 'delete', `config/request-templates/${template.id}`);
});
