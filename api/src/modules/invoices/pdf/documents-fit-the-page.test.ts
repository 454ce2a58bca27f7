// Every document the practice issues fits its A4 page, at the largest amounts the product accepts
// and with every balance row shown: a row wider than the page is cut at its right edge in the PDF
// (a receipt's amounts were printed "28,850.0"), and Chromium widens the whole layout, so the
// page's own border went too. Laid out in headless Chromium at the PDF's content width.
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import { statementHtml } from '../../receivables/statement-html';
import { qrSvg } from '../upi';
import { creditNoteHtml } from './credit-note-html';
import { invoiceHtml } from './invoice-html';
import { CHROMIUM_ARGS } from './pdf-renderer';
import { receiptHtml } from './receipt-html';
import { receiptVoucherHtml } from './receipt-voucher-html';
import { sampleInvoiceDocument } from './sample-invoice';

/** A4 (210 mm) less the renderer's 12 mm margins, in CSS pixels. */
const CONTENT_WIDTH = Math.floor(((210 - 24) / 25.4) * 96);
/** Nearly ₹1,000 crore: a line's limit (quantity × rate), with 18% tax on it. */
const LARGE = '9999999999.99';
const LARGE_TOTAL = '11799999999.99';

let browser: Browser;
beforeAll(async () => {
  browser = await puppeteer.launch({ executablePath: loadConfig().chromePath, args: CHROMIUM_ARGS });
}, 60_000);
afterAll(() => browser?.close());

/** The elements that reach past the page's right edge, as "tag.class: text". */
async function overflowing(page: string): Promise<string[]> {
  const tab = await browser.newPage();
  try {
    await tab.setViewport({ width: CONTENT_WIDTH, height: 1100 });
    await tab.emulateMediaType('print');
    await tab.setContent(page, { waitUntil: 'load' });
    return await tab.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent?.trim().slice(0, 40)}`),
    );
  } finally {
    await tab.close();
  }
}

const invoice = sampleInvoiceDocument({
  lines: [
    {
      description: 'Statutory audit – FY 2025-26',
      sac: '998221',
      quantity: 1,
      rate: LARGE,
      discount: '0.00',
      taxRate: '18%',
      amount: LARGE,
      assignee: 'Priya Kulkarni',
    },
  ],
  subtotal: LARGE,
  taxes: [
    { name: 'CGST', rate: '9%', amount: '899999999.99' },
    { name: 'SGST', rate: '9%', amount: '899999999.99' },
  ],
  roundOff: '0.00',
  total: LARGE_TOTAL,
  advanceAdjustments: [
    {
      voucherNumber: 'RV/26-27/001',
      voucherDate: '2026-04-10',
      amount: '1180000000.00',
      taxes: [
        { name: 'CGST', amount: '90000000.00' },
        { name: 'SGST', amount: '90000000.00' },
      ],
    },
  ],
  creditNotes: [{ number: 'CN/26-27/001', date: '2026-05-02', amount: '1180000000.00' }],
  payments: [
    { receiptNumber: 'RCT/26-27/002', date: '2026-05-20', amount: '8000000000.00', tds: '999999999.99' },
  ],
  balanceDue: '459999999.99',
});

describe('documents fit their A4 page at the largest amounts', () => {
  it('a tax invoice with an advance, a credit note and a payment with TDS', async () => {
    expect(await overflowing(invoiceHtml(invoice))).toEqual([]);
  });

  it('a tax invoice with the UPI QR code for its balance', async () => {
    const upi = {
      upiId: 'sharma.and.associates.chartered.accountants@okhdfcbank',
      amount: '459999999.99',
      uri: 'upi://pay?pa=sharma.and.associates.chartered.accountants@okhdfcbank&pn=Sharma%20%26%20Associates&am=459999999.99&cu=INR&tn=INV%2F26-27%2F001',
    };
    expect(await overflowing(invoiceHtml({ ...invoice, upi: { ...upi, qrSvg: qrSvg(upi.uri) } }))).toEqual(
      [],
    );
  });

  it('a credit note', async () => {
    const note = {
      ...invoice,
      title: 'Credit Note' as const,
      invoiceNumber: 'CN/26-27/001',
      creditNote: {
        number: 'CN/26-27/001',
        date: '2026-05-02',
        reason: 'Fee reduced as agreed',
        invoiceNumber: 'INV/26-27/001',
        invoiceDate: '2026-04-15',
      },
      advanceAdjustments: undefined,
      creditNotes: undefined,
      payments: undefined,
      balanceDue: undefined,
      bank: null,
      terms: null,
      notes: null,
    };
    expect(await overflowing(creditNoteHtml(note))).toEqual([]);
  });

  it('a receipt voucher for an advance', async () => {
    const voucher = {
      ...invoice,
      title: 'Receipt Voucher' as const,
      voucher: {
        number: 'RV/26-27/001',
        date: '2026-04-10',
        mode: 'Bank Transfer',
        reference: 'NEFT 1234567890',
      },
      advanceAdjustments: undefined,
      creditNotes: undefined,
      payments: undefined,
      balanceDue: undefined,
    };
    expect(await overflowing(receiptVoucherHtml(voucher))).toEqual([]);
  });

  it('a receipt that lists the advance and a credit note before it, with TDS', async () => {
    const { supplier, recipient, logo, signature } = invoice;
    const receipt = receiptHtml({
      title: 'Receipt',
      receiptNumber: 'RCT/26-27/002',
      date: '2026-05-20',
      supplier,
      recipient: { ...recipient, pan: 'AABCD5678E' },
      invoice: { number: 'INV/26-27/001', date: '2026-04-15', total: LARGE_TOTAL },
      before: [
        { label: 'Advance adjusted (RV/26-27/001 of 10/04/2026)', amount: '1180000000.00' },
        { label: 'Credit note CN/26-27/001 of 02/05/2026', amount: '1180000000.00' },
      ],
      amountReceived: '8000000000.00',
      tdsDeducted: '999999999.99',
      settled: '8999999999.99',
      balanceAfter: '459999999.99',
      mode: 'Bank Transfer',
      reference: 'NEFT 1234567890',
      amountInWords: 'Rupees Eight Hundred Crore Only',
      logo,
      signature,
    });
    expect(await overflowing(receipt)).toEqual([]);
  });

  it('a statement of account with ten-digit balances', async () => {
    const { supplier, recipient, logo } = invoice;
    const entry = (kind: 'invoice' | 'payment' | 'tds', debit: string, credit: string, balance: string) => ({
      date: '2026-05-20',
      kind,
      reference: kind === 'invoice' ? 'INV/26-27/001' : 'Bank Transfer NEFT 1234567890',
      invoiceNumber: 'INV/26-27/001',
      debit,
      credit,
      balance,
    });
    const page = statementHtml({
      supplier: { ...supplier, gstin: supplier.gstin ?? null, email: null, phone: null },
      client: { name: recipient.name, address: recipient.address, gstin: recipient.gstin ?? null },
      logo,
      statement: {
        client: { id: 'c1', name: recipient.name },
        from: '2026-04-01',
        to: '2027-03-31',
        opening: '-1180000000.00',
        entries: [
          entry('invoice', LARGE_TOTAL, '0.00', '10619999999.99'),
          entry('payment', '0.00', '8000000000.00', '2619999999.99'),
          entry('tds', '0.00', '999999999.99', '1620000000.00'),
        ],
        totalDebit: LARGE_TOTAL,
        totalCredit: '8999999999.99',
        closing: '1620000000.00',
      },
    });
    expect(await overflowing(page)).toEqual([]);
  });
});
