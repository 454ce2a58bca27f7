// What the import tests share: building xlsx/csv files and calling the import routes.
import * as XLSX from '@e965/xlsx';
import type { ImportCommitResult, ImportPreview } from '@practice-desk/contracts';
import type { TestApp } from '../../../test/app';
import type { AuthHeaders } from '../../../test/factories';
import { multipartFile } from '../../../test/multipart';

export function xlsxOf(rows: (string | number | Date | null)[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows, { cellDates: true }), 'Tasks');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export async function preview(app: TestApp, headers: AuthHeaders, file: Buffer, name = 'tasks.xlsx') {
  const upload = multipartFile('file', name, file);
  const res = await app.inject({
    method: 'POST',
    url: '/api/tasks/import/preview',
    headers: { ...headers, ...upload.headers },
    payload: upload.payload,
  });
  if (res.statusCode !== 200) throw new Error(`preview answered ${res.statusCode}: ${res.body}`);
  return res.json().data as ImportPreview;
}

export async function commit(app: TestApp, headers: AuthHeaders, payload: Record<string, unknown>) {
  const res = await app.inject({ method: 'POST', url: '/api/tasks/import/commit', headers, payload });
  if (res.statusCode !== 200) throw new Error(`commit answered ${res.statusCode}: ${res.body}`);
  return res.json().data as ImportCommitResult;
}

export async function taskCount(app: TestApp, headers: AuthHeaders, search: string): Promise<number> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/tasks?scope=all&search=${encodeURIComponent(search)}`,
    headers,
  });
  return res.json().data.pagination.total;
}
