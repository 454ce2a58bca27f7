// GSTR-1 Table 11 and the receipt vouchers of Table 13: an advance received last month is in last
// month's 11A; its part set off against an invoice issued this month is in this month's 11B; an
// advance invoiced in the month it was received is in 11A only for what is left of it; an
// adjustment on a draft is not reported until the draft is issued. Both months valid against the
// schema; a filed month takes no receipt voucher.
import * as XLSX from '@e965/xlsx';
import type { AdvanceRow, Gstr1Answer, InvoiceRow } from '@practice-desk/contracts';
import { GSTR1_MESSAGES, gstr1Period, todayIn } from '@practice-desk/contracts';
import Ajv from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { INTER_STATE_GSTIN, invoiceFor } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs, updateInvoiceSettings } from '../../test/factories';
import schema from './gstr1.schema.json';

const validate = new Ajv({ allErrors: true, multipleOfPrecision: 9 }).compile(schema);

/** The 15th of the month before `date`'s. */
function lastMonthsFifteenth(date: string): string {
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const [y, m] = month === 1 ? [year - 1, 12] : [year, month - 1];
  return `${y}-${String(m).padStart(2, '0')}-15`;
}

describe('GSTR-1 advances: received (11A), adjusted (11B) and receipt vouchers (13)', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const today = todayIn('Asia/Kolkata');
  const thisMonth = today.slice(0, 7);
  const earlier = lastMonthsFifteenth(today);
  const lastMonth = earlier.slice(0, 7);
  const vouchers = {} as Record<'earlier' | 'inter' | 'sameMonth', AdvanceRow>;
  const invoices = {} as Record<'issued' | 'draft' | 'sameMonth', InvoiceRow>;

  const record = async (clientId: string, date: string, amount: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/advances`,
      headers: admin,
      payload: { date, amount, mode: 'Bank Transfer', description: 'Statutory audit FY 2026-27' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.advance as AdvanceRow;
  };
  const adjust = async (invoiceId: string, advanceId: string, amount: string) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/advance-adjustments`,
      headers: admin,
      payload: { advanceId, amount },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const gstr1 = async (period: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/gst/gstr1?period=${period}`, headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Gstr1Answer;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
    await updateInvoiceSettings(app, admin, { gstNumber: '27AAPFU0939F1ZV' });
    // Intra-State (Maharashtra) client: ₹11,800 received last month, ₹5,900 of it set off this month.
    invoices.issued = await invoiceFor(app, admin, { quotations: ['20000'], status: 'Generated' });
    vouchers.earlier = await record(invoices.issued.clientId, earlier, '11800');
    await adjust(invoices.issued.id, vouchers.earlier.id, '5900');
    const sent = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoices.issued.id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    expect(sent.statusCode).toBe(200);
    // Generated as a draft without a number; Sent issued it, and numbered it.
    invoices.issued = (
      await app.inject({ method: 'GET', url: `/api/invoices/${invoices.issued.id}`, headers: admin })
    ).json().data.invoice;
    // Inter-State (Karnataka) client: ₹1,180 received today, set off against a draft still unsent.
    invoices.draft = await invoiceFor(app, admin, { gst: INTER_STATE_GSTIN, status: 'Generated' });
    vouchers.inter = await record(invoices.draft.clientId, today, '1180');
    await adjust(invoices.draft.id, vouchers.inter.id, '1180');
    // Intra-State client: ₹2,360 received today, ₹1,180 of it invoiced (and sent) this month too.
    invoices.sameMonth = await invoiceFor(app, admin, { quotations: ['1000'], status: 'Generated' });
    vouchers.sameMonth = await record(invoices.sameMonth.clientId, today, '2360');
    await adjust(invoices.sameMonth.id, vouchers.sameMonth.id, '1180');
    const sentToo = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoices.sameMonth.id}/status`,
      headers: admin,
      payload: { status: 'Sent' },
    });
    expect(sentToo.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  it("reports last month's advance in last month's 11A and its receipt voucher in Table 13", async () => {
    const answer = await gstr1(lastMonth);
    expect(validate(answer.return), JSON.stringify(validate.errors)).toBe(true);
    expect(answer.return.at).toEqual([
      {
        pos: '27',
        sply_ty: 'INTRA',
        itms: [{ rt: 18, ad_amt: 10000, iamt: 0, camt: 900, samt: 900, csamt: 0 }],
      },
    ]);
    expect(answer.return.txpd).toBeUndefined();
    expect(answer.return.doc_issue.doc_det).toEqual([
      {
        doc_num: 6,
        docs: [
          {
            num: 1,
            from: vouchers.earlier.voucherNumber,
            to: vouchers.earlier.voucherNumber,
            totnum: 1,
            cancel: 0,
            net_issue: 1,
          },
        ],
      },
    ]);
  });

  it("reports this month's advances not yet invoiced in 11A and last month's advance set off in 11B", async () => {
    const answer = await gstr1(thisMonth);
    const r = answer.return;
    expect(validate(r), JSON.stringify(validate.errors)).toBe(true);
    // The ₹1,180 set off against a draft is not invoiced yet: all of it is in 11A. Of the ₹2,360
    // only the ₹1,180 not invoiced this month is; the invoice carries the tax on the rest.
    expect(r.at).toEqual([
      {
        pos: '29',
        sply_ty: 'INTER',
        itms: [{ rt: 18, ad_amt: 1000, iamt: 180, camt: 0, samt: 0, csamt: 0 }],
      },
      {
        pos: '27',
        sply_ty: 'INTRA',
        itms: [{ rt: 18, ad_amt: 1000, iamt: 0, camt: 90, samt: 90, csamt: 0 }],
      },
    ]);
    // Only the advance of last month set off against an issued invoice: not this month's advance
    // invoiced this month, nor the draft's adjustment (reported when the draft is sent).
    expect(r.txpd).toEqual([
      {
        pos: '27',
        sply_ty: 'INTRA',
        itms: [{ rt: 18, ad_amt: 5000, iamt: 0, camt: 450, samt: 450, csamt: 0 }],
      },
    ]);
    // The invoice itself is reported in full in B2B; Table 11B takes back the tax paid on the advance.
    const issued = (r.b2b ?? []).flatMap((g) => g.inv).find((i) => i.inum === invoices.issued.invoiceNumber);
    expect(issued?.itms[0]?.itm_det).toMatchObject({ txval: 20000, camt: 1800, samt: 1800 });
    expect(r.doc_issue.doc_det.find((d) => d.doc_num === 6)?.docs).toEqual([
      {
        num: 1,
        from: vouchers.inter.voucherNumber,
        to: vouchers.sameMonth.voucherNumber,
        totnum: 2,
        cancel: 0,
        net_issue: 2,
      },
    ]);
    const section = (name: string) => answer.sections.find((s) => s.section === name);
    expect(section('at')).toMatchObject({ count: 2, taxable: '2000.00', igst: '180.00', cgst: '90.00' });
    expect(section('txpd')).toMatchObject({ count: 1, taxable: '5000.00', cgst: '450.00', sgst: '450.00' });
    // The invoices' tax ties to the sales register; the period's tax nets the advances.
    expect(answer.totals).toMatchObject({
      taxable: '21000.00',
      invoiced: { cgst: '1890.00', sgst: '1890.00' },
    });
    // The period's tax nets the advances: 1,890 invoiced + 90 on advances received − 450 adjusted.
    expect(answer.totals).toMatchObject({ igst: '180.00', cgst: '1530.00', sgst: '1530.00' });
  });

  it("writes the offline tool's 'at' and 'atadj' sheets in the review workbook", async () => {
    const xlsx = await app.inject({
      method: 'GET',
      url: `/api/gst/gstr1/download?period=${thisMonth}&format=xlsx`,
      headers: admin,
    });
    const book = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(book.SheetNames.slice(6, 9)).toEqual(['at', 'atadj', 'exemp']);
    const rows = (name: string) =>
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name] as XLSX.WorkSheet, { header: 1 });
    expect(rows('at')).toEqual([
      [
        'Type',
        'Place of supply',
        'Rate (%)',
        'Gross advance received',
        'Integrated tax',
        'Central tax',
        'State/UT tax',
        'Cess',
      ],
      ['INTER', '29', 18, 1000, 180, 0, 0, 0],
      ['INTRA', '27', 18, 1000, 0, 90, 90, 0],
    ]);
    expect(rows('atadj')[1]).toEqual(['INTRA', '27', 18, 5000, 0, 450, 450, 0]);
  });

  it('refuses an advance dated in a period marked filed, and takes it again once the mark is undone', async () => {
    const filed = await app.inject({
      method: 'POST',
      url: '/api/gst/gstr1/filed',
      headers: admin,
      payload: { period: lastMonth, filedOn: today },
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/clients/${invoices.issued.clientId}/advances`,
      headers: admin,
      payload: { date: earlier, amount: '1180', mode: 'Cash', description: 'Tax audit' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(GSTR1_MESSAGES.locked(gstr1Period(lastMonth)?.label ?? ''));
    const undone = await app.inject({
      method: 'DELETE',
      url: `/api/gst/gstr1/filed?period=${lastMonth}`,
      headers: admin,
    });
    expect(undone.statusCode).toBeLessThan(300);
    await record(invoices.issued.clientId, earlier, '1180');
    expect((await gstr1(lastMonth)).return.at?.[0]?.itms[0]).toMatchObject({ ad_amt: 11000 });
  });
});
