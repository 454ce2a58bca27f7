// Task import as a person does it: download the template, fill it, preview, fix a column's
// mapping, commit, fetch the rows not imported, and undo the batch from the history.
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from '@e965/xlsx';
import { type APIRequestContext, expect, test } from './fixtures';
import { DEMO_PASSWORD, screenshot, signIn } from './helpers';

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  const token = (await login.json()).data.accessToken as string;
  const res = await request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBeTruthy();
  return (await res.json()).data as T;
}

test('template → fill → preview → fix a mapping → commit → rows not imported → undo', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@demo.test', { to: '/all-tasks' });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Import tasks' });
  await expect(modal).toBeVisible();

  const templateDownload = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download template' }).click();
  const templatePath = join(tmpdir(), `import-template-${Date.now()}.xlsx`);
  await (await templateDownload).saveAs(templatePath);
  const template = XLSX.read(readFileSync(templatePath));
  expect(template.SheetNames).toEqual(['Tasks', 'Lists']);
  const [headers] = XLSX.utils.sheet_to_json<string[]>(template.Sheets.Tasks ?? {}, { header: 1 });
  expect(headers).toContain('Assignee');

  // Filled in by someone who renamed the Assignee column to 'Owner'.
  const stamp = Date.now().toString(36);
  const header = (headers ?? []).map((h) => (h === 'Assignee' ? 'Owner' : h));
  const row = (values: Record<string, string | number>) => header.map((h) => values[h] ?? '');
  const filled = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    filled,
    XLSX.utils.aoa_to_sheet([
      header,
      row({
        Client: 'Patil Family Trust',
        Task: `Import ${stamp}`,
        SubTask: 'Part 1',
        Owner: 'Priya Joshi',
        'ET (min)': 45,
      }),
      row({
        Client: 'Patil Family Trust',
        Task: `Import ${stamp}`,
        SubTask: 'Part 2',
        Owner: 'Ghost Person',
      }),
      row({ Client: `New Client ${stamp}`, Task: `Import ${stamp}`, SubTask: 'Part 3' }),
    ]),
    'Tasks',
  );
  const filePath = join(tmpdir(), `import-${stamp}.xlsx`);
  writeFileSync(filePath, XLSX.write(filled, { type: 'buffer', bookType: 'xlsx' }));

  const chooser = page.waitForEvent('filechooser');
  await modal.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles(filePath);
  const owner = modal.getByRole('combobox', { name: 'Field of column Owner' });
  await expect(owner).toHaveValue('Ignore this column');
  await owner.click();
  await page.getByRole('option', { name: 'Assignee', exact: true }).click();
  const rows = modal.getByRole('table', { name: 'Rows to import' });
  await expect(rows.getByText("Unknown assignee 'Ghost Person'")).toBeVisible();
  await expect(rows.getByText(`Unknown client 'New Client ${stamp}'`)).toBeVisible();
  await expect(modal.getByText('1 ready')).toBeVisible();
  await screenshot(page, 'task-import-preview');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'task-import-preview-mobile');
  await page.setViewportSize({ width: 1440, height: 900 });

  await modal.getByRole('radio', { name: 'Skip those rows' }).check();
  await modal.getByRole('button', { name: 'Import 1 tasks' }).click();
  await expect(modal.getByText('1 tasks imported')).toBeVisible();
  await screenshot(page, 'task-import-done');
  const imported = await apiGet<{ tasks: { subTask: string; et: number; allottedTo: { name: string } }[] }>(
    request,
    `tasks?scope=all&search=Import%20${stamp}`,
  );
  expect(imported.tasks.map((t) => [t.subTask, t.et, t.allottedTo.name])).toEqual([
    ['Part 1', 45, 'Priya Joshi'],
  ]);

  const failedDownload = page.waitForEvent('download');
  await modal.getByRole('button', { name: 'Download rows not imported' }).click();
  const failedPath = join(tmpdir(), `import-failed-${stamp}.xlsx`);
  await (await failedDownload).saveAs(failedPath);
  const failed = XLSX.read(readFileSync(failedPath));
  const failedRows = XLSX.utils.sheet_to_json<Record<string, string>>(
    failed.Sheets[failed.SheetNames[0] ?? ''] ?? {},
  );
  expect(failedRows.map((r) => [r.SubTask, r.Reason])).toEqual([
    ['Part 2', "Unknown assignee 'Ghost Person'"],
    ['Part 3', `Unknown client 'New Client ${stamp}'`],
  ]);

  await modal.getByRole('tab', { name: 'History' }).click();
  const history = modal.getByRole('table', { name: 'Import history' });
  const batch = history.getByRole('row').filter({ hasText: `import-${stamp}.xlsx` });
  await expect(batch).toBeVisible();
  await screenshot(page, 'task-import-history');
  await batch.getByRole('button', { name: 'Undo' }).click();
  await expect(modal.getByText('1 tasks moved to Trash')).toBeVisible();
  await expect(batch.getByText('Undone')).toBeVisible();
  const batches = await apiGet<{ filename: string; undoneAt: string | null }[]>(
    request,
    'tasks/import/batches',
  );
  expect(batches.find((b) => b.filename === `import-${stamp}.xlsx`)?.undoneAt).not.toBeNull();
});
