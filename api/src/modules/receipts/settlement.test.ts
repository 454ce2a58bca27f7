import {
  financialYearOf,
  INVOICE_MESSAGES,
  type InvoiceRow,
  RECEIPT_MESSAGES,
  todayIn,
} from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { getInvoice, invoiceFor } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

describe('payments with TDS: amount + TDS settle the invoice, each payment numbered as a receipt', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const today = todayIn('Asia/Kolkata');
  const year = financialYearOf(today);
  const pay = (id: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/invoices/${id}/payment`,
      headers: admin,
      payload: { date: today, mode: 'Bank Transfer', ...payload },
    });
  const invoiceOf = (res: { json(): { data: { invoice: InvoiceRow } } }) => res.json().data.invoice;

  beforeAll(async () => {
    app = await buildTestApp();
    admin = (await loginAs(app, (await createPractice(app)).admin)).headers;
  });
  afterAll(() => app.close());

  it('clears the invoice with amount + TDS: Done, TDS on the invoice and the payment', async () => {
    // 1000 taxable + 18% = 1180.00; the client pays 1080 and deducts 10% of 1000 under 194J.
    const invoice = await invoiceFor(app, admin);
    const res = await pay(invoice.id, { amount: '1080', tdsAmount: '100', reference: 'UTR 99' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(INVOICE_MESSAGES.done);
    expect(invoiceOf(res)).toMatchObject({
      status: 'Done',
      paidAmount: '1080.00',
      tdsAmount: '100.00',
      balance: '0.00',
      payments: [{ amount: '1080.00', tdsAmount: '100.00', reference: 'UTR 99' }],
    });
    expect(invoiceOf(res).payments[0]?.receiptNumber).toMatch(new RegExp(`^RCT/${year}/\\d{3}$`));
  });

  it('takes a part payment with TDS, then refuses amount + TDS past the balance with the balance', async () => {
    const invoice = await invoiceFor(app, admin);
    const part = await pay(invoice.id, { amount: '500', tdsAmount: '100' });
    expect(part.json().message).toBe(INVOICE_MESSAGES.paymentRecorded);
    expect(invoiceOf(part)).toMatchObject({ status: 'Sent', tdsAmount: '100.00', balance: '580.00' });
    const over = await pay(invoice.id, { amount: '500', tdsAmount: '80.01' });
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(RECEIPT_MESSAGES.overSettlement('580.00'));
    expect(over.json().errors).toEqual([
      { field: 'amount', message: RECEIPT_MESSAGES.overSettlement('580.00') },
    ]);
    const overWithout = await pay(invoice.id, { amount: '580.01' });
    expect(overWithout.json().message).toBe(INVOICE_MESSAGES.overPayment('580.00'));
    expect((await getInvoice(app, admin, invoice.id)).balance).toBe('580.00');
  });

  it('records TDS alone (amount 0), and refuses a payment of nothing', async () => {
    const invoice = await invoiceFor(app, admin);
    const tdsOnly = await pay(invoice.id, { amount: '0', tdsAmount: '100' });
    expect(tdsOnly.statusCode).toBe(201);
    expect(invoiceOf(tdsOnly)).toMatchObject({
      paidAmount: '0.00',
      tdsAmount: '100.00',
      balance: '1080.00',
      payments: [{ amount: '0.00', tdsAmount: '100.00' }],
    });
    const nothing = await pay(invoice.id, { amount: '0', tdsAmount: '0.00' });
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().message).toBe(INVOICE_MESSAGES.paymentAmount);
    for (const tdsAmount of ['-1', '1.005', 'ten', 10])
      expect((await pay(invoice.id, { amount: '1', tdsAmount })).json().message, String(tdsAmount)).toBe(
        RECEIPT_MESSAGES.tdsAmount,
      );
  });

  it('counts TDS with credit notes in what a credit note leaves to pay', async () => {
    const invoice = await invoiceFor(app, admin);
    await pay(invoice.id, { amount: '0', tdsAmount: '100' });
    const note = await app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice.id}/credit-notes`,
      headers: admin,
      payload: { amount: '100', reason: 'Discount' },
    });
    expect(note.statusCode).toBe(201);
    // 1180 − 100 TDS − 118 credited
    expect((await getInvoice(app, admin, invoice.id)).balance).toBe('962.00');
    const rest = await pay(invoice.id, { amount: '962' });
    expect(invoiceOf(rest).status).toBe('Done');
  });

  it('numbers receipts in a series per financial year of the payment date', async () => {
    const practice = await createPractice(app);
    const headers = (await loginAs(app, practice.admin)).headers;
    const invoice = await invoiceFor(app, headers);
    const numbers: string[] = [];
    for (const date of ['2026-03-30', '2026-03-31', '2026-04-01', '2026-03-15']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/payment`,
        headers,
        payload: { amount: '10', tdsAmount: '1', date, mode: 'UPI' },
      });
      expect(res.statusCode).toBe(201);
      const payment = invoiceOf(res).payments.find((p) => p.date === date);
      numbers.push(payment?.receiptNumber ?? '');
    }
    expect(numbers).toEqual(['RCT/25-26/001', 'RCT/25-26/002', 'RCT/26-27/001', 'RCT/25-26/003']);
    expect(numbers.every((n) => n.length <= 16)).toBe(true);
  });

  it('gives 8 payments recorded at once 8 distinct, consecutive receipt numbers', async () => {
    const practice = await createPractice(app);
    const headers = (await loginAs(app, practice.admin)).headers;
    const invoices = await Promise.all(Array.from({ length: 4 }, () => invoiceFor(app, headers)));
    const results = await Promise.all(
      invoices.flatMap((invoice) =>
        [1, 2].map(() =>
          app.inject({
            method: 'POST',
            url: `/api/invoices/${invoice.id}/payment`,
            headers,
            payload: { amount: '490', tdsAmount: '100', date: today, mode: 'UPI' },
          }),
        ),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(201));
    const rows = await Promise.all(invoices.map((i) => getInvoice(app, headers, i.id)));
    // Two payments of 490 + 100 clear each 1180 invoice exactly: the row lock saw both.
    expect(rows.map((r) => [r.status, r.balance, r.tdsAmount])).toEqual(
      Array(4).fill(['Done', '0.00', '200.00']),
    );
    const numbers = rows.flatMap((r) => r.payments.map((p) => p.receiptNumber)).sort();
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => `RCT/${year}/00${i + 1}`));
  });
});
