// Issue 34: a GSTR-1 with credit notes on invoices of several rates ties to the notes as issued,
// to the HSN summary and to the sales register, to the paisa.
import type { CreditNoteRow, Gstr1Answer, InvoiceRow, SalesRegister } from '@practice-desk/contracts';
import { todayIn } from '@practice-desk/contracts';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTER_STATE_GSTIN, multiRateInvoice, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs, updateInvoiceSettings } from '../../test/factories';
import { expectGstr1Ties, expectNotesWithinInvoices, type Issued } from '../../test/gstr1-ties';
import schema from './gstr1.schema.json';

const validate = new Ajv({ allErrors: true, multipleOfPrecision: 9 }).compile(schema);
const LINES = [
  { rate: '10000', gstRateBp: 1800 },
  { rate: '1499.50', gstRateBp: 1200 },
  { rate: '2000', gstRateBp: 500 },
  { rate: '3000', gstRateBp: 0 },
];

describe('GSTR-1 with credit notes on invoices of several rates', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const period = todayIn('Asia/Kolkata').slice(0, 7);
  const issued: Issued[] = [];
  let answer: Gstr1Answer;
  let register: SalesRegister;

  async function withNotes(invoice: InvoiceRow, bodies: object[]) {
    const notes: CreditNoteRow[] = [];
    for (const body of bodies) {
      const res = await raiseCreditNote(app, admin, invoice.id, { ...body, reason: 'Fee revised' });
      expect(res.statusCode, res.body).toBe(201);
      notes.push(res.json().data.creditNote);
    }
    const after = await app.inject({ method: 'GET', url: `/api/invoices/${invoice.id}`, headers: admin });
    issued.push({ invoice: after.json().data.invoice, notes });
  }

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, admin, { gstNumber: '27AAPFU0939F1ZV' });
    const inter = await multiRateInvoice(app, admin, LINES, { gst: INTER_STATE_GSTIN });
    const [a18, b12] = inter.items.map((i) => i.id);
    await withNotes(inter, [
      {
        lines: [
          { lineId: a18, amount: '5000' },
          { lineId: b12, amount: '234.57' },
        ],
      },
      { amount: '1000' },
    ]);
    const intra = await multiRateInvoice(app, admin, LINES);
    const [, , c25, d0] = intra.items.map((i) => i.id);
    await withNotes(intra, [
      { amount: '333.33' },
      { lines: [{ lineId: d0, amount: '1000' }] },
      { lines: [{ lineId: c25, amount: '0.01' }] },
    ]);
    const walkIn = await multiRateInvoice(app, admin, LINES, { gst: null, stateCode: '29' });
    await withNotes(walkIn, [{ amount: '7777.77' }]);
    answer = (
      await app.inject({ method: 'GET', url: `/api/gst/gstr1?period=${period}`, headers: admin })
    ).json().data;
    register = (
      await app.inject({ method: 'GET', url: `/api/reports/sales-register?period=${period}`, headers: admin })
    ).json().data;
  });
  afterAll(() => app.close());

  it("reports a line-wise note's items at the credited lines' own rates, as the note has them", () => {
    const note = answer.return.cdnr
      ?.flatMap((g) => g.nt)
      .find((n) => n.nt_num === issued[0]?.notes[0]?.creditNoteNumber);
    // Inter-State: IGST 12% of 234.57 is 28.15 (CGST 6% + SGST 6% would be 14.07 + 14.07).
    expect(note?.val).toBe(6162.72);
    expect(note?.itms.map((i) => i.itm_det)).toEqual([
      { txval: 5000, rt: 18, iamt: 900, csamt: 0 },
      { txval: 234.57, rt: 12, iamt: 28.15, csamt: 0 },
    ]);
  });

  it('ties every note, the HSN summary and the sales register to the paisa, with no negative tax', () => {
    expect(validate(answer.return), JSON.stringify(validate.errors)).toBe(true);
    expectNotesWithinInvoices(issued);
    expectGstr1Ties(answer, register, issued);
  });

  it("writes Table 13 with the offline tool's keys only (doc_num, docs)", () => {
    for (const detail of answer.return.doc_issue.doc_det)
      expect(Object.keys(detail).sort()).toEqual(['doc_num', 'docs']);
  });
});
