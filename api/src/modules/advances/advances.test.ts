import { execFileSync } from 'node:child_process';
import {
  ADVANCE_MESSAGES,
  type AdvanceRow,
  financialYearOf,
  type InvoiceRow,
  todayIn,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { getInvoice, INTER_STATE_GSTIN, invoiceFor } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

/** The PDF's text with every run of white space as one space (lines wrap in the narrow totals column). */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString().replace(/\s+/g, ' ');

describe('advances: receipt vouchers and their adjustment against invoices', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const today = todayIn('Asia/Kolkata');
  const year = financialYearOf(today);

  const record = (clientId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/advances`,
      headers: admin,
      payload: { date: today, mode: 'Bank Transfer', description: 'Statutory audit FY 2026-27', ...payload },
    });
  const adjust = (invoiceId: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/invoices/${invoiceId}/advance-adjustments`,
      headers: admin,
      payload,
    });
  const listOf = async (clientId: string) =>
    (await app.inject({ method: 'GET', url: `/api/clients/${clientId}/advances`, headers: admin })).json()
      .data.advances as AdvanceRow[];

  beforeAll(async () => {
    app = await buildTestApp({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('issues a receipt voucher with the GST in the amount received, and its PDF', async () => {
    const invoice = await invoiceFor(app, admin, { status: 'Generated' });
    const res = await record(invoice.clientId, { amount: '11800', reference: 'UTR 4411' });
    expect(res.statusCode).toBe(201);
    const advance = res.json().data.advance as AdvanceRow;
    expect(res.json().message).toBe(ADVANCE_MESSAGES.recorded(`RV/${year}/001`));
    expect(advance).toMatchObject({
      voucherNumber: `RV/${year}/001`,
      amount: '11800.00',
      taxableAmount: '10000.00',
      taxes: [
        { name: 'CGST', rate: 9, amount: '900.00' },
        { name: 'SGST', rate: 9, amount: '900.00' },
      ],
      unadjustedAmount: '11800.00',
    });
    expect(advance.voucherNumber.length).toBeLessThanOrEqual(16);
    expect((await listOf(invoice.clientId)).map((a) => a.unadjustedAmount)).toEqual(['11800.00']);

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/advances/${advance.id}/download`,
      headers: admin,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="RV-${year}-001.pdf"`);
    const text = pdfText(pdf.rawPayload);
    for (const shown of [
      'RECEIPT VOUCHER',
      `RV/${year}/001`,
      'Advance received (₹)',
      'CGST @ 9%',
      '900.00',
      '11,800.00',
      'UTR 4411',
      'reverse charge',
    ])
      expect(text).toContain(shown);
    // Money received from the client, not a bill to them; the mode is not who received it. (Labels
    // print in capitals.)
    expect(text).toContain('RECEIVED FROM');
    expect(text).toMatch(/\bMODE\b/);
    expect(text).not.toMatch(/bill to/i);
    expect(text).not.toMatch(/received by/i);
    if (process.env.VOUCHER_PDF)
      (await import('node:fs')).writeFileSync(process.env.VOUCHER_PDF, pdf.rawPayload);
  }, 60_000);

  it('charges IGST on an advance from a client in another state, and refuses a future date', async () => {
    const invoice = await invoiceFor(app, admin, { gst: INTER_STATE_GSTIN, status: 'Generated' });
    const res = await record(invoice.clientId, { amount: '1180' });
    expect(res.json().data.advance.taxes).toEqual([{ name: 'IGST', rate: 18, amount: '180.00' }]);
    const future = await record(invoice.clientId, { amount: '10', date: '2099-01-01' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(ADVANCE_MESSAGES.inFuture);
  });

  it('numbers vouchers recorded at once without a gap or a repeat', async () => {
    const invoice = await invoiceFor(app, admin, { status: 'Generated' });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => record(invoice.clientId, { amount: String(100 + i) })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
    const numbers = answers.map((a) => (a.json().data.advance as AdvanceRow).voucherNumber).sort();
    expect(new Set(numbers).size).toBe(6);
    const sequences = numbers.map((n) => Number(n.slice(-3))).sort((a, b) => a - b);
    expect((sequences[5] ?? 0) - (sequences[0] ?? 0)).toBe(5);
  });

  it('adjusts an advance against a draft: balance reduced, tax set off, shown on the PDF', async () => {
    // 1000 + 9% + 9% = 1180.00
    const invoice = await invoiceFor(app, admin, { status: 'Generated' });
    const advance = (await record(invoice.clientId, { amount: '500' })).json().data.advance as AdvanceRow;
    const res = await adjust(invoice.id, { advanceId: advance.id });
    expect(res.statusCode).toBe(200);
    const adjusted = res.json().data.invoice as InvoiceRow;
    expect(adjusted.totalAmount).toBe('1180.00');
    expect(adjusted.taxAmount).toBe('180.00');
    expect(adjusted.advanceAdjustedAmount).toBe('500.00');
    expect(adjusted.balance).toBe('680.00');
    expect(adjusted.advanceAdjustments).toMatchObject([
      { voucherNumber: advance.voucherNumber, amount: '500.00', taxes: advance.taxes },
    ]);
    expect((await listOf(invoice.clientId)).find((a) => a.id === advance.id)?.unadjustedAmount).toBe('0.00');

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/download`,
      headers: admin,
    });
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain(`Less: advance received vide ${advance.voucherNumber} dated`);
    expect(text).toContain('Balance due');
    expect(text).toContain('680.00');
    if (process.env.ADJUSTED_PDF)
      (await import('node:fs')).writeFileSync(process.env.ADJUSTED_PDF, pdf.rawPayload);

    // Used up: nothing more from it; the line cannot go below what is adjusted.
    expect((await adjust(invoice.id, { advanceId: advance.id })).statusCode).toBe(409);
    const line = adjusted.items[0];
    const lowered = await app.inject({
      method: 'PUT',
      url: `/api/invoices/${invoice.id}/lines/${line?.id}`,
      headers: admin,
      payload: { description: 'Audit', rate: '100' },
    });
    expect(lowered.statusCode).toBe(409);
  });

  it('never adjusts more than the advance has left nor more than the balance', async () => {
    const invoice = await invoiceFor(app, admin, { status: 'Generated' });
    const advance = (await record(invoice.clientId, { amount: '5000' })).json().data.advance as AdvanceRow;
    const tooMuch = await adjust(invoice.id, { advanceId: advance.id, amount: '1180.01' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(ADVANCE_MESSAGES.exceedsInvoice('1180.00'));
    const beyond = await adjust(invoice.id, { advanceId: advance.id, amount: '5000.01' });
    expect(beyond.json().message).toBe(ADVANCE_MESSAGES.exceedsAdvance('5000.00'));
    // Without an amount: as much as both allow, the whole balance here.
    const whole = await adjust(invoice.id, { advanceId: advance.id });
    expect(whole.json().data.invoice.balance).toBe('0.00');
    expect((await listOf(invoice.clientId)).find((a) => a.id === advance.id)?.unadjustedAmount).toBe(
      '3820.00',
    );
    // Taken off again while a draft: the advance is free.
    const [made] = whole.json().data.invoice.advanceAdjustments;
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoice.id}/advance-adjustments/${made.id}`,
      headers: admin,
    });
    expect(removed.json().data.invoice.balance).toBe('1180.00');
  });

  it('lets concurrent adjustments of one advance take no more than it holds', async () => {
    const first = await invoiceFor(app, admin, { status: 'Generated' });
    const clientId = first.clientId;
    const advance = (await record(clientId, { amount: '1500' })).json().data.advance as AdvanceRow;
    const drafts: InvoiceRow[] = [first];
    for (let i = 0; i < 3; i += 1) {
      const more = await app.inject({
        method: 'POST',
        url: '/api/invoices/generate-from-tasks',
        headers: admin,
        payload: {
          taskIds: [
            await (await import('../../test/factories')).createPendingTask(app, admin, {
              client: clientId,
              quotation: '1000',
            }),
          ],
        },
      });
      drafts.push(more.json().data.invoice);
    }
    const answers = await Promise.all(
      drafts.map((d) => adjust(d.id, { advanceId: advance.id, amount: '600' })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect((await listOf(clientId)).find((a) => a.id === advance.id)?.unadjustedAmount).toBe('300.00');
  });

  it('frees the advance again when its draft is reverted', async () => {
    const invoice = await invoiceFor(app, admin, { status: 'Generated' });
    const advance = (await record(invoice.clientId, { amount: '700' })).json().data.advance as AdvanceRow;
    await adjust(invoice.id, { advanceId: advance.id });
    expect((await listOf(invoice.clientId))[0]?.unadjustedAmount).toBe('0.00');
    const reverted = await app.inject({
      method: 'DELETE',
      url: `/api/invoices/${invoice.id}/revert`,
      headers: admin,
    });
    expect(reverted.statusCode).toBe(200);
    expect((await listOf(invoice.clientId))[0]?.unadjustedAmount).toBe('700.00');
  });

  it('adjusts only a generated invoice of the same client', async () => {
    const sent = await invoiceFor(app, admin, { status: 'Sent' });
    const advance = (await record(sent.clientId, { amount: '100' })).json().data.advance as AdvanceRow;
    const refused = await adjust(sent.id, { advanceId: advance.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ADVANCE_MESSAGES.notDraft('Sent'));
    const other = await invoiceFor(app, admin, { status: 'Generated' });
    expect((await adjust(other.id, { advanceId: advance.id })).json().message).toBe(
      ADVANCE_MESSAGES.otherClient,
    );
    expect((await getInvoice(app, admin, other.id)).balance).toBe('1180.00');
  });
});
