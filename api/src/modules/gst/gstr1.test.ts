// GSTR-1 of a month with B2B, B2CS and CDNR entries: validated against the schema written from
// the offline tool's format, tied to the sales register, and offered as an .xlsx for review.
import * as XLSX from '@e965/xlsx';
import type { Gstr1Answer, InvoiceRow, SalesRegister } from '@practice-desk/contracts';
import { todayIn } from '@practice-desk/contracts';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  INTER_STATE_GSTIN,
  INTRA_STATE_GSTIN,
  invoiceFor,
  raiseCreditNote,
} from '../../test/credit-note-fixtures';
import {
  type AuthHeaders,
  createClient,
  createPendingTask,
  createPractice,
  loginAs,
  updateInvoiceSettings,
} from '../../test/factories';
import schema from './gstr1.schema.json';

const validate = new Ajv({ allErrors: true, multipleOfPrecision: 9 }).compile(schema);

describe('GSTR-1 for a month', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  let leader: AuthHeaders;
  let member: AuthHeaders;
  const today = todayIn('Asia/Kolkata');
  const period = today.slice(0, 7);
  const invoices = {} as Record<'b2bIntra' | 'draft' | 'b2bInter' | 'b2cs', InvoiceRow>;
  let answer: Gstr1Answer;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    leader = (await loginAs(app, practice.leader)).headers;
    member = (await loginAs(app, practice.member)).headers;
    await updateInvoiceSettings(app, admin, { gstNumber: '27AAPFU0939F1ZV' });
    invoices.b2bIntra = await invoiceFor(app, admin, { quotations: ['1000', '2000.50'] });
    invoices.draft = await invoiceFor(app, admin, { status: 'Generated' });
    invoices.b2bInter = await invoiceFor(app, admin, { gst: INTER_STATE_GSTIN, status: 'Done' });
    const walkIn = await createClient(app, admin, { gst: null, stateCode: '27' });
    const task = await createPendingTask(app, admin, { client: walkIn.id, quotation: '500' });
    const generated = await app.inject({
      method: 'POST',
      url: '/api/invoices/generate-from-tasks',
      headers: admin,
      payload: { taskIds: [task] },
    });
    const draft = generated.json().data.invoice as InvoiceRow;
    // Marked Sent, the draft is issued: the answer carries the number it took.
    const sent = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${draft.id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    invoices.b2cs = sent.json().data.invoice as InvoiceRow;
    const note = await raiseCreditNote(app, admin, invoices.b2bIntra.id, {
      amount: '250',
      reason: 'Fee reduced',
    });
    expect(note.statusCode).toBe(201);
    const res = await app.inject({ method: 'GET', url: `/api/gst/gstr1?period=${period}`, headers: admin });
    expect(res.statusCode).toBe(200);
    answer = res.json().data;
  });
  afterAll(() => app.close());

  it('writes B2B by recipient GSTIN, B2CS grouped, CDNR for the credit note, valid against the schema', () => {
    const r = answer.return;
    expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    expect(r.gstin).toBe('27AAPFU0939F1ZV');
    expect(r.fp).toBe(`${period.slice(5, 7)}${period.slice(0, 4)}`);
    const idt = `${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)}`;
    expect(r.b2b).toEqual(
      [
        {
          ctin: INTRA_STATE_GSTIN,
          inv: [
            {
              inum: invoices.b2bIntra.invoiceNumber,
              idt,
              val: 3541,
              pos: '27',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { txval: 3000.5, rt: 18, camt: 270.05, samt: 270.05, csamt: 0 } }],
            },
          ],
        },
        {
          ctin: INTER_STATE_GSTIN,
          inv: [
            {
              inum: invoices.b2bInter.invoiceNumber,
              idt,
              val: 1180,
              pos: '29',
              rchrg: 'N',
              inv_typ: 'R',
              itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
            },
          ],
        },
      ].sort((a, b) => (a.ctin < b.ctin ? -1 : 1)),
    );
    expect(r.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 18, txval: 500, camt: 45, samt: 45, csamt: 0 },
    ]);
    expect(r.cdnr?.[0]?.ctin).toBe(INTRA_STATE_GSTIN);
    expect(r.cdnr?.[0]?.nt[0]).toMatchObject({
      ntty: 'C',
      nt_dt: idt,
      val: 295,
      pos: '27',
      itms: [{ itm_det: { txval: 250, camt: 22.5, samt: 22.5 } }],
    });
    expect(r.hsn.hsn_b2b.map((h) => [h.hsn_sc, h.txval])).toEqual([['998231', 3750.5]]);
    expect(r.hsn.hsn_b2c.map((h) => [h.hsn_sc, h.txval])).toEqual([['998231', 500]]);
  });

  it('leaves the draft out: it took no number, so the series it reports has no cancelled gap', () => {
    expect(invoices.draft).toMatchObject({ status: 'Generated', invoiceNumber: null });
    expect((answer.return.b2b ?? []).flatMap((b) => b.inv.map((i) => i.inum))).toEqual([
      invoices.b2bIntra.invoiceNumber,
      invoices.b2bInter.invoiceNumber,
    ]);
    const invoiceDocs = answer.return.doc_issue.doc_det.find((d) => d.doc_num === 1)?.docs;
    expect(invoiceDocs).toEqual([
      {
        num: 1,
        from: invoices.b2bIntra.invoiceNumber,
        to: invoices.b2cs.invoiceNumber,
        totnum: 3,
        cancel: 0,
        net_issue: 3,
      },
    ]);
    expect(answer.return.doc_issue.doc_det.find((d) => d.doc_num === 5)?.docs[0]).toMatchObject({
      totnum: 1,
      net_issue: 1,
    });
  });

  it('ties to the sales register of the same period: invoices less credit notes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/reports/sales-register?period=${period}`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const register = res.json().data as SalesRegister;
    expect(register.rows.map((row) => [row.kind, row.taxable])).toEqual([
      ['invoice', '3000.50'],
      ['invoice', '1000.00'],
      ['invoice', '500.00'],
      ['creditNote', '-250.00'],
    ]);
    const { taxable, cgst, sgst, igst } = register.totals;
    expect({ taxable, cgst, sgst, igst }).toEqual({
      taxable: '4250.50',
      cgst: '292.55',
      sgst: '292.55',
      igst: '180.00',
    });
    expect(answer.totals).toMatchObject({ taxable, cgst, sgst, igst, invoiced: { cgst, sgst, igst } });
    // The sections add up to the same: B2B + B2CS − CDNR.
    const section = (s: string) => answer.sections.find((x) => x.section === s);
    const paise = (m?: string) => Math.round(Number(m ?? '0') * 100);
    expect(
      paise(section('b2b')?.taxable) + paise(section('b2cs')?.taxable) - paise(section('cdnr')?.taxable),
    ).toBe(425050);
  });

  it('downloads the JSON as a file and the review workbook with a sheet per section', async () => {
    const json = await app.inject({
      method: 'GET',
      url: `/api/gst/gstr1/download?period=${period}&format=json`,
      headers: admin,
    });
    expect(json.headers['content-disposition']).toContain(`GSTR1_27AAPFU0939F1ZV_${answer.return.fp}.json`);
    expect(JSON.parse(json.body)).toEqual(answer.return);
    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/gst/gstr1/download?period=${period}&format=xlsx`,
      headers: admin,
    });
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(book.SheetNames).toEqual([
      'summary',
      'b2b',
      'b2cl',
      'b2cs',
      'cdnr',
      'cdnur',
      'at',
      'atadj',
      'exemp',
      'hsn(b2b)',
      'hsn(b2c)',
      'docs',
    ]);
    const b2b = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets.b2b as XLSX.WorkSheet);
    expect(b2b).toHaveLength(2);
  });

  it('is the Admin’s: a Team Leader and a Team Member are refused', async () => {
    for (const headers of [leader, member]) {
      for (const url of [`/api/gst/gstr1?period=${period}`, `/api/reports/sales-register?period=${period}`]) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(403);
      }
    }
  });

  it('shows another practice nothing of this one', async () => {
    const other = await createPractice(app);
    const otherAdmin = (await loginAs(app, other.admin)).headers;
    await updateInvoiceSettings(app, otherAdmin, { gstNumber: '27AAPFU0939F1ZV' });
    const res = await app.inject({
      method: 'GET',
      url: `/api/gst/gstr1?period=${period}`,
      headers: otherAdmin,
    });
    expect(res.json().data.return).toEqual({
      gstin: '27AAPFU0939F1ZV',
      fp: answer.return.fp,
      version: answer.return.version,
      hash: 'hash',
      hsn: { hsn_b2b: [], hsn_b2c: [] },
      doc_issue: { doc_det: [] },
    });
  });

  it('asks a quarter of a QRMP practice and a month of a monthly one', async () => {
    const quarter = `${period.slice(0, 4)}-Q${Math.ceil(Number(period.slice(5, 7)) / 3)}`;
    const wrong = await app.inject({
      method: 'GET',
      url: `/api/gst/gstr1?period=${quarter}`,
      headers: admin,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('This practice files GSTR-1 monthly: choose a month (2026-10)');
    await updateInvoiceSettings(app, admin, { gstr1Quarterly: true });
    const res = await app.inject({ method: 'GET', url: `/api/gst/gstr1?period=${quarter}`, headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.return.b2b).toHaveLength(2);
    await updateInvoiceSettings(app, admin, { gstr1Quarterly: false });
    const bad = await app.inject({ method: 'GET', url: '/api/gst/gstr1?period=2026-13', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
