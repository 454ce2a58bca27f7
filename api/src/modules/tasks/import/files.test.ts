import * as XLSX from '@e965/xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { type AuthHeaders, createClient, createPractice, loginAs } from '../../../test/factories';
import { preview } from './import-test-kit';

describe('task files: encodings in, BOM, typed text and real dates out', () => {
  let app: TestApp;
  let admin: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await createClient(app, admin, { name: 'श्री गणेश ट्रेडर्स' });
    await createClient(app, admin, { name: 'Café Udupi', phone: '+91 80 4123 5500' });
  });
  afterAll(() => app.close());

  it('previews a UTF-8 csv with a BOM keeping Devanagari and ₹', async () => {
    const csv = Buffer.from('\ufeffClient,Task,Remarks\nश्री गणेश ट्रेडर्स,GST Returns,Fee ₹2500\n', 'utf8');
    const got = await preview(app, admin, csv, 'tasks.csv');
    expect(got.columns[0]).toEqual({ header: 'Client', field: 'client' });
    expect(got.rows[0]).toMatchObject({
      status: 'ok',
      task: { client: 'श्री गणेश ट्रेडर्स', remarks: 'Fee ₹2500' },
    });
  });

  it('previews a Windows-1252 csv with its é intact', async () => {
    const csv = Buffer.concat([
      Buffer.from('Client,Task\nCaf'),
      Buffer.from([0xe9]),
      Buffer.from(' Udupi,Audit\n'),
    ]);
    const got = await preview(app, admin, csv, 'tasks.csv');
    expect(got.rows[0]).toMatchObject({ status: 'ok', task: { client: 'Café Udupi' } });
  });

  it('exports tasks as csv with a BOM and as xlsx with real due dates', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { task: 'Advance Tax', subTask: '+Q3', dueDate: '2026-12-15' },
    });
    const csv = await app.inject({
      method: 'GET',
      url: '/api/tasks/export?scope=all&format=csv',
      headers: admin,
    });
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(csv.body).toContain("Advance Tax,'+Q3");
    expect(csv.body).toContain('2026-12-15');
    const xlsx = await app.inject({
      method: 'GET',
      url: '/api/tasks/export?scope=all&format=xlsx',
      headers: admin,
    });
    const sheet = XLSX.read(xlsx.rawPayload, { type: 'buffer', cellDates: true }).Sheets.Tasks ?? {};
    expect(sheet.C2).toMatchObject({ t: 's', v: '+Q3' });
    expect(sheet.J2?.t).toBe('d');
    expect((sheet.J2?.v as Date | undefined)?.toISOString().slice(0, 10)).toBe('2026-12-15');
  });

  it('exports a client phone as typed text without a visible apostrophe in xlsx', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/clients/export?format=xlsx', headers: admin });
    const book = XLSX.read(res.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets.Clients ?? {});
    expect(rows.find((r) => r.Client === 'Café Udupi')?.['Phone Number']).toBe('+91 80 4123 5500');
  });
});
