import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CreditNoteDocument } from './credit-note-document';
import { creditNoteHtml } from './credit-note-html';
import { sampleInvoiceDocument } from './sample-invoice';

function text(page: string): string {
  return page
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The sample invoice's parties with a credit note's own amounts, as the credit notes module builds it. */
function sampleCreditNote(): CreditNoteDocument {
  return {
    ...sampleInvoiceDocument(),
    title: 'Credit Note',
    invoiceNumber: 'CN/26-27/001',
    invoiceDate: '2026-05-02',
    dueDate: '2026-05-02',
    creditNote: {
      number: 'CN/26-27/001',
      date: '2026-05-02',
      reason: 'Fee for GSTR-9 reduced\nas agreed on the call',
      invoiceNumber: 'INV/26-27/001',
      invoiceDate: '2026-04-15',
    },
    lines: [
      {
        description: 'Credit against invoice INV/26-27/001',
        sac: '998231',
        quantity: 1,
        rate: '2500.00',
        amount: '2500.00',
        assignee: null,
      },
    ],
    subtotal: '2500.00',
    taxes: [
      { name: 'CGST', rate: '9%', amount: '225.00' },
      { name: 'SGST', rate: '9%', amount: '225.00' },
    ],
    roundOff: '0.00',
    total: '2950.00',
    amountInWords: 'Rupees Two Thousand Nine Hundred Fifty Only',
    bank: null,
    terms: null,
    notes: null,
  };
}

describe('credit note HTML (Rule 53)', () => {
  const page = creditNoteHtml(sampleCreditNote());
  const shown = text(page);
  if (process.env.CREDIT_NOTE_HTML) writeFileSync(process.env.CREDIT_NOTE_HTML, page);

  it("is titled 'Credit Note' with its number and date", () => {
    expect(page).toContain('<title>Credit Note CN/26-27/001</title>');
    expect(shown).toContain('Credit Note');
    expect(shown).toContain('Credit Note No. CN/26-27/001');
    expect(shown).toContain('Credit Note Date 02/05/2026');
    expect(shown).not.toContain('Tax Invoice');
    expect(shown).not.toContain('Due Date');
  });

  it("refers to the original invoice's number and date and gives the reason", () => {
    expect(shown).toContain('Against Invoice No. INV/26-27/001');
    expect(shown).toContain('Invoice Date 15/04/2026');
    expect(shown).toContain('Reason for credit Fee for GSTR-9 reduced');
  });

  it('shows the supplier and recipient with GSTINs, the taxable value, each tax credited and the signatory', () => {
    expect(shown).toContain('GSTIN: 27AAAFS1234K1Z5');
    expect(shown).toContain('Bill to (recipient)');
    expect(shown).toContain('Taxable value 2,500.00');
    expect(shown).toContain('CGST @ 9% 225.00');
    expect(shown).toContain('SGST @ 9% 225.00');
    expect(shown).toContain('Total (₹) 2,950.00');
    expect(shown).toContain('Authorised Signatory');
    expect(shown).not.toContain('Bank details');
  });
});
