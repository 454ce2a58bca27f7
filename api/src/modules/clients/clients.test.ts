import * as XLSX from '@e965/xlsx';
import { CLIENT_MESSAGES, VALIDATION } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createPractice, loginAs } from '../../test/factories';
import { multipartFile } from '../../test/multipart';

type Headers = { authorization: string };

function xlsx(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Clients');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('clients', () => {
  let app: TestApp;
  let admin: Headers;
  let leader: Headers;
  let member: Headers;
  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());
  const upload = (name: string, content: Buffer, headers = admin) => {
    const file = multipartFile('file', name, content);
    return app.inject({
      method: 'POST',
      url: '/api/clients/import',
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
  };

  it('adds a client with the form rules: GST upper-cased, empty GST absent, duplicates refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: {
        name: 'Joshi Traders',
        email: '',
        phone: '+91 98220 41230',
        address: 'Pune',
        gst: '27aapfu0939f1zv',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.client).toMatchObject({ gst: '27AAPFU0939F1ZV', stateCode: '27', email: null });
    const again = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: 'joshi traders', address: 'Pune' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CLIENT_MESSAGES.nameTaken);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: 'X', address: 'Y', gst: '24AAHFG2234H1ZH' },
    });
    expect(bad.json().errors[0]).toEqual({ field: 'gst', message: VALIDATION.gstinCheckDigit });
  });

  it('pages and searches the list', async () => {
    for (const n of [1, 2, 3])
      await app.inject({
        method: 'POST',
        url: '/api/clients',
        headers: admin,
        payload: { name: `Page Client ${n}`, address: 'Nashik' },
      });
    const page = (
      await app.inject({
        method: 'GET',
        url: '/api/clients?search=page%20client&limit=2&page=2',
        headers: member,
      })
    ).json().data;
    expect(page.pagination).toMatchObject({ total: 3, pages: 2, page: 2, hasPrev: true, hasNext: false });
    expect(page.clients).toHaveLength(1);
  });

  it('deactivates a client with work instead of deleting it, and says so', async () => {
    const client = (
      await app.inject({
        method: 'POST',
        url: '/api/clients',
        headers: admin,
        payload: { name: 'Busy Client', address: 'Pune' },
      })
    ).json().data.client;
    await app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: admin,
      payload: { client: client.id, task: 'Audit' },
    });
    const res = await app.inject({ method: 'DELETE', url: `/api/clients/${client.id}`, headers: admin });
    expect(res.json()).toMatchObject({
      data: { deleted: false, deactivated: true },
      message: CLIENT_MESSAGES.hasWork,
    });
    const tasks = (
      await app.inject({ method: 'GET', url: `/api/clients/${client.id}/tasks`, headers: admin })
    ).json().data.tasks;
    expect(tasks).toHaveLength(1);
    expect(
      (await app.inject({ method: 'GET', url: `/api/clients/${client.id}/invoices`, headers: admin })).json()
        .data.invoices,
    ).toEqual([]);
  });

  it('imports an xlsx with two bad rows and reports them by row number', async () => {
    const res = await upload(
      'clients.xlsx',
      xlsx([
        ['CLIENT', 'EMAIL ADDRESS', 'PHONE NUMBER', 'ADDRESS', 'GST NUMBER', 'State'],
        ['Imported One LLP', 'one@example.in', '9876543210', 'Mumbai', '27AAPFU0939F1ZV', ''],
        ['', 'two@example.in', '', 'Thane', '', '27'],
        ['Imported Three', 'bad-email', '', 'Pune', '', ''],
        ['Imported Four', '', '', 'Surat', '', '24 Gujarat'],
      ]),
    );
    expect(res.json().data).toEqual({
      imported: 2,
      failed: [
        { row: 3, reason: VALIDATION.clientNameRequired },
        { row: 4, reason: VALIDATION.invalidEmail },
      ],
    });
    const four = (
      await app.inject({ method: 'GET', url: '/api/clients?search=Imported%20Four', headers: admin })
    ).json().data.clients[0];
    expect(four.stateCode).toBe('24');
  });

  it('exports with formula text neutralised, and the export imports back', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: admin,
      payload: { name: '=cmd|calc', address: 'Pune' },
    });
    const csv = await app.inject({ method: 'GET', url: '/api/clients/export?format=csv', headers: admin });
    expect(csv.body).toContain("'=cmd|calc");
    const file = await app.inject({ method: 'GET', url: '/api/clients/export?format=xlsx', headers: admin });
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    const back = await upload('clients.xlsx', file.rawPayload, otherAdmin);
    expect(back.json().data.failed).toEqual([]);
    expect(back.json().data.imported).toBeGreaterThan(5);
  });

  it('refuses an 11 MB import and a file that is not a spreadsheet', async () => {
    const big = await upload('big.csv', Buffer.alloc(11 * 1024 * 1024, 'a'));
    expect(big.statusCode).toBe(422);
    expect(big.json().message).toBe('The file is larger than 10 MB');
    expect((await upload('clients.xlsx', Buffer.from('name,address\nA,B\n'))).json().message).toBe(
      'The file content does not match its extension',
    );
  });

  it('lets a Team Leader add a client from the task screen, but not edit, import or export', async () => {
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/clients',
          headers: leader,
          payload: { name: 'Leader Added', address: 'Pune' },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await app.inject({ method: 'GET', url: '/api/clients/export', headers: leader })).statusCode,
    ).toBe(403);
    expect((await upload('c.csv', Buffer.from('client,address\nA,B\n'), leader)).statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/clients/bulk',
          headers: leader,
          payload: { ids: [], action: 'delete' },
        })
      ).statusCode,
    ).toBe(403);
  });
});
