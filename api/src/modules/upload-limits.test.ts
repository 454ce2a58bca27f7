import { INVOICE_SETTINGS_MESSAGES } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeSpreadsheet } from '../lib/spreadsheet';
import { SPREADSHEET_MESSAGES } from '../lib/spreadsheet-limits';
import { buildTestApp, type TestApp } from '../test/app';
import { type AuthHeaders, createPractice, loginAs } from '../test/factories';
import { multipartFile } from '../test/multipart';
import { makePng, pngWithPixels } from '../test/png';

// Uploads that would stall or swell the server are refused with a message saying why.
describe('upload limits', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let member: AuthHeaders;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  const upload = (url: string, headers: AuthHeaders, field: string, name: string, content: Buffer) => {
    const file = multipartFile(field, name, content);
    return app.inject({
      method: 'POST',
      url,
      headers: { ...headers, ...file.headers },
      payload: file.payload,
    });
  };

  /** A workbook whose central directory declares 200 MB unzipped: a zip bomb's signature. */
  const zipBomb = () => {
    const xlsx = Buffer.from(writeSpreadsheet('xlsx', 'Tasks', ['Task'], [['GST']]));
    for (let offset = 0; offset + 46 < xlsx.length; offset += 1)
      if (xlsx.readUInt32LE(offset) === 0x02014b50) xlsx.writeUInt32LE(200 * 1024 * 1024, offset + 24);
    return xlsx;
  };

  it('refuses a zip bomb on every import route with 413 and why', async () => {
    for (const [url, headers] of [
      ['/api/tasks/import', member],
      ['/api/clients/import', admin],
      ['/api/config/task-templates/import', admin],
    ] as const) {
      const res = await upload(url, headers, 'file', 'bomb.xlsx', zipBomb());
      expect(res.statusCode, url).toBe(413);
      expect(res.json().message).toBe(SPREADSHEET_MESSAGES.expandsTooMuch);
    }
  });

  it('answers 400 "could not be read" for a corrupt .xlsx, .xls or .csv, never 500', async () => {
    const xlsx = Buffer.from(writeSpreadsheet('xlsx', 'Tasks', ['Task'], [['GST']]));
    const xls = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(900, 3),
    ]);
    for (const [name, content] of [
      ['cut.xlsx', xlsx.subarray(0, 200)],
      ['garbled.xls', xls],
    ] as const) {
      const res = await upload('/api/tasks/import', member, 'file', name, content);
      expect(res.statusCode, name).toBe(400);
      expect(res.json().message).toBe(SPREADSHEET_MESSAGES.unreadable);
    }
    const csv = await upload(
      '/api/tasks/import',
      member,
      'file',
      'odd.csv',
      Buffer.from('"unclosed,\n\u0001\u0002'),
    );
    expect(csv.statusCode).toBeLessThan(500);
  });

  it('refuses a PNG whose pixel data inflates far past its declared size, as logo and signature', async () => {
    const bomb = pngWithPixels(300, 100, Buffer.alloc(40 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const field of ['logo', 'signature']) {
      const res = await upload(`/api/config/${field}`, admin, field, `${field}.png`, bomb);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().message).toBe(INVOICE_SETTINGS_MESSAGES.image);
    }
    const fine = await upload('/api/config/logo', admin, 'logo', 'logo.png', makePng(300, 100));
    expect(fine.statusCode).toBe(200);
  });
});
