// Import of past filings: template, preview with each row's problems, commit of the good rows.
import * as XLSX from '@e965/xlsx';
import {
  ACKNOWLEDGEMENT_COLUMN,
  COMPLIANCE_MESSAGES,
  FILING_IMPORT_MESSAGES,
  type FilingImportPreview,
  periodLabel,
  todayIn,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createObligation, gstArn, type ObligationFields, readItem } from '../../test/compliance-items';
import {
  type AuthHeaders,
  createClient,
  createPractice,
  loginAs,
  type TestPractice,
} from '../../test/factories';
import { multipartFile } from '../../test/multipart';
import { xlsxOf } from '../tasks/import/import-test-kit';

const today = todayIn('Asia/Kolkata');
const day = (offset: number) => dayjs(today).add(offset, 'day');
const monthsAgo = (n: number) => dayjs(today).subtract(n, 'month').format('YYYY-MM');
const HEADER = ['Client', 'Form', 'Period', 'Filed on', ACKNOWLEDGEMENT_COLUMN];

describe('importing past filings', () => {
  let app: TestApp;
  let practice: TestPractice;
  const headers = {} as Record<'admin' | 'member', AuthHeaders>;

  const obligation = async (clientId: string, fields: Partial<ObligationFields> = {}) =>
    createObligation(app, headers.admin, practice.orgId, {
      clientId,
      code: 'GSTR-3B',
      period: monthsAgo(2),
      dueDate: day(-30).format('YYYY-MM-DD'),
      allottedTo: practice.member.id,
      teamLeader: practice.leader.id,
      ...fields,
    });
  const preview = async (who: keyof typeof headers, file: Buffer, name = 'filings.xlsx') => {
    const upload = multipartFile('file', name, file);
    return app.inject({
      method: 'POST',
      url: '/api/compliance/filings/import/preview',
      headers: { ...headers[who], ...upload.headers },
      payload: upload.payload,
    });
  };
  const commit = (who: keyof typeof headers, token: string) =>
    app.inject({
      method: 'POST',
      url: '/api/compliance/filings/import/commit',
      headers: headers[who],
      payload: { token },
    });

  beforeAll(async () => {
    app = await buildTestApp();
    practice = await createPractice(app);
    headers.admin = (await loginAs(app, practice.admin)).headers;
    headers.member = (await loginAs(app, practice.member)).headers;
  });
  afterAll(() => app.close());

  it('previews each row with its problems, then records the good rows and skips the rest', async () => {
    const client = await createClient(app, headers.admin, { name: `Import Traders ${Date.now()}` });
    const gst3b = await obligation(client.id);
    const gstr1 = await obligation(client.id, { code: 'GSTR-1', period: monthsAgo(3) });
    const itr = await obligation(client.id, { code: 'ITR', period: '2025-26' });
    const aoc = await obligation(client.id, {
      code: 'AOC-4',
      period: '2025-26',
      filedOn: day(-40).format('YYYY-MM-DD'),
      arn: 'AB1',
    });
    const arn3b = gstArn();
    const arn1 = gstArn();
    const month3 = dayjs(`${monthsAgo(3)}-01`);
    const file = xlsxOf([
      HEADER,
      [client.name, 'GSTR-3B', periodLabel(monthsAgo(2)), day(-10).format('DD/MM/YYYY'), arn3b],
      // A real Excel date for the filing, and a month Excel made a date of, the form as typed.
      [
        client.name.toUpperCase(),
        'gstr 1',
        new Date(month3.year(), month3.month(), 1),
        day(-12).toDate(),
        arn1,
      ],
      ['Nobody Such Ltd', 'GSTR-3B', periodLabel(monthsAgo(2)), day(-10).format('DD/MM/YYYY'), gstArn()],
      [client.name, 'GSTR-99', periodLabel(monthsAgo(2)), day(-10).format('DD/MM/YYYY'), gstArn()],
      [client.name, 'GSTR-3B', 'Smarch 2026', day(-10).format('DD/MM/YYYY'), gstArn()],
      [client.name, 'ITR', '2025-26', '31/02/2026', '482917365102841'],
      [client.name, 'AOC-4', 'FY 2025-26', day(-5).format('DD/MM/YYYY'), 'AB2'],
      [client.name, 'GSTR-3B', monthsAgo(2), day(-9).format('DD/MM/YYYY'), 'SHORT'],
    ]);
    const res = await preview('admin', file);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as FilingImportPreview;
    expect(answer.summary).toEqual({ ready: 2, problem: 5, alreadyFiled: 1 });
    const byRow = new Map(answer.rows.map((r) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({ status: 'ready', itemId: gst3b.itemId, problems: [] });
    expect(byRow.get(3)).toMatchObject({ status: 'ready', itemId: gstr1.itemId, problems: [] });
    expect(byRow.get(4)?.problems).toEqual([FILING_IMPORT_MESSAGES.unknownClient('Nobody Such Ltd')]);
    expect(byRow.get(5)?.problems).toEqual([FILING_IMPORT_MESSAGES.unknownForm('GSTR-99')]);
    expect(byRow.get(6)?.problems).toEqual([FILING_IMPORT_MESSAGES.unknownPeriod('Smarch 2026')]);
    expect(byRow.get(7)).toMatchObject({ status: 'problem', itemId: itr.itemId });
    expect(byRow.get(7)?.problems).toEqual([FILING_IMPORT_MESSAGES.badFiledOn('31/02/2026')]);
    expect(byRow.get(8)).toMatchObject({ status: 'already-filed', itemId: aoc.itemId });
    expect(byRow.get(8)?.problems[0]).toMatch(/^Already filed on /);
    // The same item twice: the second is refused, naming the first.
    expect(byRow.get(9)?.problems).toEqual([FILING_IMPORT_MESSAGES.twice(2)]);
    // Nothing is written by a preview.
    expect((await readItem(app, gst3b.itemId))?.filedOn).toBeNull();

    const done = await commit('admin', answer.token);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ filed: 2, skipped: 6 });
    expect(await readItem(app, gst3b.itemId)).toMatchObject({
      filedOn: day(-10).format('YYYY-MM-DD'),
      arn: arn3b,
      filedBy: practice.admin.id,
    });
    expect(await readItem(app, gstr1.itemId)).toMatchObject({
      filedOn: day(-12).format('YYYY-MM-DD'),
      arn: arn1,
    });
    expect((await readItem(app, aoc.itemId))?.arn).toBe('AB1');
    expect((await readItem(app, itr.itemId))?.filedOn).toBeNull();
    const task = await app.inject({
      method: 'GET',
      url: `/api/tasks/${gst3b.taskId}`,
      headers: headers.admin,
    });
    expect(task.json().data.task.statusKey).toBe('COMPLETED');
    // The upload is used once.
    expect((await commit('admin', answer.token)).statusCode).toBe(422);
    // Several tasks made and completed through HTTP: more than the default 20 s on a busy machine.
  }, 60_000);

  it('reads a csv with an ARN column and skips rows filed since the preview', async () => {
    const client = await createClient(app, headers.admin, { name: `Csv Traders ${Date.now()}` });
    const first = await obligation(client.id);
    const second = await obligation(client.id, { code: 'GSTR-1' });
    const filedOn = day(-3).format('DD/MM/YYYY');
    const csv = Buffer.from(
      [
        'Client,Form,Period,Filed on,ARN',
        `${client.name},GSTR-3B,${periodLabel(monthsAgo(2))},${filedOn},${gstArn()}`,
        `${client.name},GSTR-1,${periodLabel(monthsAgo(2))},${filedOn},${gstArn()}`,
      ].join('\n'),
    );
    const res = await preview('admin', csv, 'filings.csv');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json().data as FilingImportPreview;
    expect(answer.summary).toEqual({ ready: 2, problem: 0, alreadyFiled: 0 });
    // Someone records one of them meanwhile: the commit skips it rather than overwrite it.
    const single = await app.inject({
      method: 'POST',
      url: '/api/compliance/filings/bulk',
      headers: headers.admin,
      payload: {
        filings: [{ itemId: second.itemId, arn: 'AA27ZZZZZZZZZZZ', filedOn: day(-1).format('YYYY-MM-DD') }],
      },
    });
    expect(single.statusCode, single.body).toBe(200);
    const done = await commit('admin', answer.token);
    expect(done.json().data).toEqual({ filed: 1, skipped: 1 });
    expect((await readItem(app, first.itemId))?.filedOn).toBe(day(-3).format('YYYY-MM-DD'));
    expect((await readItem(app, second.itemId))?.arn).toBe('AA27ZZZZZZZZZZZ');
  });

  it('checks the acknowledgement by the form, and lets a Team Member record only their own items', async () => {
    const client = await createClient(app, headers.admin, { name: `Member Traders ${Date.now()}` });
    await obligation(client.id);
    const notTheirs = await obligation(client.id, { code: 'GSTR-1', allottedTo: practice.admin.id });
    const file = xlsxOf([
      HEADER,
      [client.name, 'GSTR-3B', periodLabel(monthsAgo(2)), day(-2).format('DD/MM/YYYY'), 'TOO-SHORT'],
      [client.name, 'GSTR-1', periodLabel(monthsAgo(2)), day(-2).format('DD/MM/YYYY'), gstArn()],
    ]);
    const res = await preview('member', file);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json().data as FilingImportPreview).rows;
    expect(rows[0]?.problems).toEqual([COMPLIANCE_MESSAGES.gstArn]);
    expect(rows[1]?.problems).toEqual([
      FILING_IMPORT_MESSAGES.noItem('GSTR-1', periodLabel(monthsAgo(2)) ?? ''),
    ]);
    expect(rows[1]?.itemId).toBeNull();
    expect((await commit('member', (res.json().data as FilingImportPreview).token)).statusCode).toBe(422);
    expect((await readItem(app, notTheirs.itemId))?.filedOn).toBeNull();
  });

  it('refuses a file without the columns it needs, and offers a template that has them', async () => {
    const res = await preview(
      'admin',
      xlsxOf([
        ['Client', 'Form', 'Period'],
        ['A', 'GSTR-1', 'Oct 2026'],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(FILING_IMPORT_MESSAGES.missingColumn('Filed on'));
    const template = await app.inject({
      method: 'GET',
      url: '/api/compliance/filings/import/template',
      headers: headers.member,
    });
    expect(template.statusCode).toBe(200);
    const book = XLSX.read(template.rawPayload, { type: 'buffer' });
    const [first, forms] = book.SheetNames;
    expect(XLSX.utils.sheet_to_json(book.Sheets[first ?? ''] as XLSX.WorkSheet, { header: 1 })[0]).toEqual(
      HEADER,
    );
    const labels = XLSX.utils.sheet_to_json<string[]>(book.Sheets[forms ?? ''] as XLSX.WorkSheet, {
      header: 1,
    });
    expect(labels).toContainEqual(['GSTR-3B', '', 'ARN']);
    expect(labels).toContainEqual(['MGT-7', '', 'SRN']);
    expect(labels).toContainEqual(['ITR', '', 'Acknowledgement number']);
  });
});
