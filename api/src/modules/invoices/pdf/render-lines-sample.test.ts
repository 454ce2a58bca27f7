// Renders an invoice with a discounted line, an exempt line and a reimbursement (issue 18) to a
// PDF under $RENDER_OUT when set, for a person to look at; otherwise checks only the HTML.
import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/app';
import { invoiceHtml } from './invoice-html';
import { PdfRenderer } from './pdf-renderer';
import { sampleInvoiceDocument } from './sample-invoice';

const doc = sampleInvoiceDocument({
  lines: [
    {
      description: 'Statutory audit – FY 2025-26',
      sac: '998221',
      quantity: 1,
      rate: '75000.00',
      discount: '5000.00',
      amount: '70000.00',
      taxRate: '18%',
      assignee: null,
    },
    {
      description: 'Retainer – November 2026',
      sac: '998231',
      quantity: 2,
      rate: '10000.00',
      discount: '0.00',
      amount: '20000.00',
      taxRate: '18%',
      assignee: null,
    },
    {
      description: 'Exempt advisory',
      sac: '998231',
      quantity: 1,
      rate: '5000.00',
      discount: '0.00',
      amount: '5000.00',
      taxRate: 'Exempt',
      assignee: null,
    },
  ],
  reimbursements: [
    { description: 'ROC filing fee (challan SRN F12345678)', quantity: 1, rate: '600.00', amount: '600.00' },
  ],
  reimbursementTotal: '600.00',
  taxableValue: '90000.00',
  exemptValue: '5000.00',
  subtotal: '95000.00',
  taxes: [
    { name: 'CGST', rate: '9%', amount: '8100.00' },
    { name: 'SGST', rate: '9%', amount: '8100.00' },
  ],
  roundOff: '0.00',
  total: '111800.00',
  amountInWords: 'Rupees One Lakh Eleven Thousand Eight Hundred Only',
});

describe('invoice with several lines', () => {
  it('shows discount, taxable value, tax rate, and reimbursements apart under their own heading', async () => {
    const page = invoiceHtml(doc);
    expect(page).toContain('Discount (₹)');
    expect(page).toContain('Taxable value (₹)');
    expect(page).toContain('Exempt');
    expect(page).toContain('Rule 33, CGST Rules');
    expect(page).toContain('Reimbursements (pure agent)');
    expect(page).toContain('Exempt / non-taxable value');
    const out = process.env.RENDER_OUT;
    if (!out) return;
    writeFileSync(`${out}.html`, page);
    const renderer = new PdfRenderer({ executablePath: testConfig().chromePath, pages: 1 });
    try {
      writeFileSync(out, await renderer.renderInvoicePdf(doc));
    } finally {
      await renderer.close();
    }
  }, 60_000);
});

afterAll(() => undefined);
