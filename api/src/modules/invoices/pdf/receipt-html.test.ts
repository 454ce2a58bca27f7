import { describe, expect, it } from 'vitest';
import type { ReceiptDocument } from './receipt-document';
import { receiptHtml } from './receipt-html';
import { sampleInvoiceDocument } from './sample-invoice';

const text = (page: string) =>
  page
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

function sampleReceipt(overrides: Partial<ReceiptDocument> = {}): ReceiptDocument {
  const { supplier, recipient, logo, signature } = sampleInvoiceDocument();
  return {
    title: 'Receipt',
    receiptNumber: 'RCT/26-27/014',
    date: '2026-11-20',
    supplier,
    recipient: { ...recipient, pan: recipient.gstin?.slice(2, 12) ?? null },
    invoice: { number: 'INV/26-27/031', date: '2026-10-31', total: '118000.00' },
    amountReceived: '98000.00',
    tdsDeducted: '10000.00',
    settled: '108000.00',
    balanceAfter: '10000.00',
    mode: 'Bank Transfer',
    reference: 'NEFT <KKBK0000123>',
    amountInWords: 'Rupees Ninety Eight Thousand Only',
    logo,
    signature,
    ...overrides,
  };
}

describe('the receipt page', () => {
  it('shows the receipt and the invoice it settles, amounts in Indian grouping, TDS and balance', () => {
    const page = text(receiptHtml(sampleReceipt()));
    for (const shown of [
      'Receipt No. RCT/26-27/014',
      'Receipt Date 20/11/2026',
      'Against Invoice No. INV/26-27/031',
      'Invoice Date 31/10/2026',
      'Amount received 98,000.00',
      'TDS deducted (s.393 of the Income-tax Act, 2025) 10,000.00',
      'Settled by this receipt (₹) 1,08,000.00',
      'Balance after this receipt 10,000.00',
      'Rupees Ninety Eight Thousand Only',
    ])
      expect(page).toContain(shown);
  });

  it('names the section by the receipt date: s.194J of the 1961 Act before 1 April 2026', () => {
    const page = text(receiptHtml(sampleReceipt({ date: '2026-03-31' })));
    expect(page).toContain('TDS deducted (s.194J of the Income-tax Act, 1961) 10,000.00');
    expect(text(receiptHtml(sampleReceipt({ date: '2026-04-01' })))).toContain(
      'TDS deducted (s.393 of the Income-tax Act, 2025)',
    );
  });

  it('escapes what people typed, and leaves out a reference or GSTIN that is not there', () => {
    const page = receiptHtml(sampleReceipt());
    expect(page).toContain('NEFT &lt;KKBK0000123&gt;');
    const bare = text(
      receiptHtml(
        sampleReceipt({
          reference: null,
          recipient: { ...sampleReceipt().recipient, gstin: null, pan: null },
        }),
      ),
    );
    expect(bare).not.toContain('Reference:');
    expect(bare).not.toContain(`GSTIN: ${sampleReceipt().recipient.gstin}`);
    expect(bare).not.toContain('PAN:');
  });
});
