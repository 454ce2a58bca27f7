import { CREDIT_NOTE_MESSAGES, type CreditNoteRow, financialYearOf, todayIn } from '@practice-desk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { getInvoice, INTER_STATE_GSTIN, invoiceFor, raiseCreditNote } from '../../test/credit-note-fixtures';
import { type AuthHeaders, createPractice, loginAs } from '../../test/factories';

describe('credit notes: raised against a sent or done invoice, never more than it', () => {
  let app: TestApp;
  let admin: AuthHeaders;
  const year = financialYearOf(todayIn('Asia/Kolkata'));
  const note = (res: { json(): { data: { creditNote: CreditNoteRow } } }) => res.json().data.creditNote;

  beforeAll(async () => {
    app = await buildTestApp();
    const practice = await createPractice(app);
    admin = (await loginAs(app, practice.admin)).headers;
  });
  afterAll(() => app.close());

  it('credits an amount with CGST and SGST reversed in proportion, numbered in its own yearly series', async () => {
    // 1000 + 9% + 9% = 1180.00
    const invoice = await invoiceFor(app, admin);
    const res = await raiseCreditNote(app, admin, invoice.id, { amount: '250', reason: 'Fee reduced' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(CREDIT_NOTE_MESSAGES.created(`CN/${year}/001`));
    expect(note(res)).toMatchObject({
      creditNoteNumber: `CN/${year}/001`,
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.generatedDate,
      reason: 'Fee reduced',
      taxableAmount: '250.00',
      taxes: [
        { name: 'CGST', rate: 9, amount: '22.50' },
        { name: 'SGST', rate: 9, amount: '22.50' },
      ],
      totalAmount: '295.00',
    });
    expect(note(res).creditNoteNumber.length).toBeLessThanOrEqual(16);
    const after = await getInvoice(app, admin, invoice.id);
    expect(after.creditedAmount).toBe('295.00');
    expect(after.balance).toBe('885.00');

    const second = await raiseCreditNote(app, admin, invoice.id, { amount: '100.00', reason: 'Again' });
    expect(note(second).creditNoteNumber).toBe(`CN/${year}/002`);
    const list = await app.inject({
      method: 'GET',
      url: `/api/invoices/${invoice.id}/credit-notes`,
      headers: admin,
    });
    expect(list.json().data.creditNotes.map((n: CreditNoteRow) => n.creditNoteNumber)).toEqual([
      `CN/${year}/001`,
      `CN/${year}/002`,
    ]);
  });

  it('reverses IGST alone on an inter-state invoice', async () => {
    const invoice = await invoiceFor(app, admin, { gst: INTER_STATE_GSTIN });
    const res = await raiseCreditNote(app, admin, invoice.id, { amount: '333.33', reason: 'Discount' });
    expect(note(res)).toMatchObject({
      taxableAmount: '333.33',
      taxes: [{ name: 'IGST', rate: 18, amount: '60.00' }],
      totalAmount: '393.33',
    });
  });

  it('credits part of chosen lines, never more than is left of a line', async () => {
    const invoice = await invoiceFor(app, admin, { quotations: ['1000', '2000'], status: 'Done' });
    const [first, second] = invoice.items;
    if (!first || !second) throw new Error('two lines expected');
    const res = await raiseCreditNote(app, admin, invoice.id, {
      lines: [
        { lineId: first.id, amount: '400' },
        { lineId: second.id, amount: '100' },
      ],
      reason: 'Scope reduced',
    });
    expect(res.statusCode).toBe(201);
    expect(note(res)).toMatchObject({ taxableAmount: '500.00', totalAmount: '590.00' });
    expect(note(res).lines.map((l) => [l.lineId, l.amount])).toEqual([
      [first.id, '400.00'],
      [second.id, '100.00'],
    ]);
    const over = await raiseCreditNote(app, admin, invoice.id, {
      lines: [{ lineId: first.id, amount: '600.01' }],
      reason: 'Too much',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(CREDIT_NOTE_MESSAGES.lineExceeds(first.description, '600.00'));
    const foreign = await raiseCreditNote(app, admin, invoice.id, {
      lines: [{ lineId: crypto.randomUUID(), amount: '1' }],
      reason: 'Unknown line',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe(CREDIT_NOTE_MESSAGES.unknownLine);
  });

  it('refuses notes that would come to more than the invoice, and a last note settles it', async () => {
    const invoice = await invoiceFor(app, admin);
    await raiseCreditNote(app, admin, invoice.id, { amount: '600', reason: 'Part' });
    const over = await raiseCreditNote(app, admin, invoice.id, { amount: '400.01', reason: 'Too much' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(CREDIT_NOTE_MESSAGES.exceedsInvoice('472.00'));
    const rest = await raiseCreditNote(app, admin, invoice.id, { amount: '400', reason: 'Rest' });
    expect(note(rest).totalAmount).toBe('472.00');
    const after = await getInvoice(app, admin, invoice.id);
    expect(after).toMatchObject({ creditedAmount: '1180.00', status: 'Done' });
    expect(after.balance).toBe('0.00');
  });

  it('keeps the sum within the invoice when notes are raised at the same time', async () => {
    const invoice = await invoiceFor(app, admin);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        raiseCreditNote(app, admin, invoice.id, { amount: '300', reason: `At once ${i}` }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(2);
    expect((await getInvoice(app, admin, invoice.id)).creditedAmount).toBe('1062.00');
  });

  it('counts credit notes in the balance a payment may clear', async () => {
    const invoice = await invoiceFor(app, admin);
    await raiseCreditNote(app, admin, invoice.id, { amount: '500', reason: 'Half' });
    // 1180 − 590 credited leaves 590.00 to pay.
    const pay = (amount: string) =>
      app.inject({
        method: 'POST',
        url: `/api/invoices/${invoice.id}/payment`,
        headers: admin,
        payload: { amount, date: todayIn('Asia/Kolkata'), mode: 'UPI' },
      });
    expect((await pay('590.01')).statusCode).toBe(422);
    const paid = await pay('590');
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.invoice.status).toBe('Done');
  });

  it('refuses a note against a generated invoice, and a body without a reason or amount', async () => {
    const generated = await invoiceFor(app, admin, { status: 'Generated' });
    const refused = await raiseCreditNote(app, admin, generated.id, { amount: '10', reason: 'Early' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CREDIT_NOTE_MESSAGES.notIssued('Generated'));
    const sent = await invoiceFor(app, admin);
    for (const payload of [
      { amount: '10' },
      { amount: '10', reason: '   ' },
      { amount: '10', reason: 'x'.repeat(501) },
      { amount: '0', reason: 'Nothing' },
      { amount: 10, reason: 'A number' },
      { amount: '10.001', reason: 'Three decimals' },
      { amount: '10', lines: [], reason: 'Both' },
      { amount: '10', reason: 'Extra', extra: true },
    ]) {
      const res = await raiseCreditNote(app, admin, sent.id, payload);
      // 400: a field the contract does not know; 422: a value it refuses.
      expect([400, 422], JSON.stringify(payload)).toContain(res.statusCode);
    }
  });
});
