import { describe, expect, it } from 'vitest';
import { qrSvg } from '../upi';
import { invoiceHtml } from './invoice-html';
import { sampleInvoiceDocument } from './sample-invoice';

/** The page's visible text, tags dropped and whitespace collapsed, for plain-text assertions. */
function text(page: string): string {
  return page
    .replace(/<style>[\s\S]*?<\/style>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('invoice HTML', () => {
  const page = invoiceHtml(sampleInvoiceDocument());
  const shown = text(page);

  it('is one complete page with its styles inline', () => {
    expect(page.startsWith('<!doctype html>')).toBe(true);
    expect(page).toContain('<style>');
    expect(page).toContain('size: A4');
    expect(page).not.toMatch(/(src|href)="(?!data:)/);
    expect(page).not.toMatch(/<link|<script|@import|url\(/i);
  });

  it('shows the title and the supplier with GSTIN, state and code', () => {
    expect(shown).toContain('Tax Invoice');
    expect(shown).toContain('Sharma &amp; Associates, Chartered Accountants');
    expect(shown).toContain('401, Shree Ganesh Chambers');
    expect(shown).toContain('GSTIN: 27AAAFS1234K1Z5');
    expect(shown).toContain('State: Maharashtra, Code: 27');
  });

  it('shows the invoice number, invoice date and due date as dd/MM/yyyy', () => {
    expect(shown).toContain('Invoice No. INV/26-27/001');
    expect(shown).toContain('Invoice Date 15/04/2026');
    expect(shown).toContain('Due Date 30/04/2026');
  });

  it('shows the recipient with GSTIN and the place of supply with its state code', () => {
    expect(shown).toContain('Deccan Agro Foods Private Limited');
    expect(shown).toContain('GSTIN: 27AABCD5678E1Z2');
    expect(shown).toContain('Place of supply Maharashtra (State Code: 27)');
  });

  it('lists each service with its SAC, quantity, rate, discount, taxable value and tax rate in Indian grouping', () => {
    expect(shown).toContain(
      'Statutory audit – FY 2025-26 by Priya Kulkarni 998221 1 75,000.00 0.00 75,000.00 18%',
    );
    expect(shown).toContain('Income tax return – ITR-6, AY 2026-27 998231 1 40,500.00 0.00 40,500.00 18%');
  });

  it('shows taxable value, each tax with its rate, round-off, total and amount in words', () => {
    expect(shown).toContain('Taxable value 1,20,000.50');
    expect(shown).toContain('CGST @ 9% 10,800.05');
    expect(shown).toContain('SGST @ 9% 10,800.05');
    expect(shown).toContain('Round off 0.40');
    expect(shown).toContain('Total (₹) 1,41,601.00');
    expect(shown).toContain('Rupees One Lakh Forty-One Thousand Six Hundred One Only');
    expect(shown).toContain('Whether tax is payable on reverse charge: No');
  });

  it('shows bank details, terms, notes and the authorised signatory', () => {
    expect(shown).toContain(
      'Bank HDFC Bank Branch FC Road, Pune Account No. 50200012345678 IFSC HDFC0000123',
    );
    expect(shown).toContain('Payment within 15 days of the invoice date.');
    expect(shown).toContain('Thank you for your business.');
    expect(shown).toContain('For Sharma &amp; Associates, Chartered Accountants');
    expect(shown).toContain('Authorised Signatory');
  });

  it('shows the logo and the signature as data: images', () => {
    expect(page.match(/<img class="(logo|signature)" src="data:image\/svg\+xml;base64,/g)).toHaveLength(2);
  });

  it('shows no image, bank block, terms or notes when none are set', () => {
    const bare = invoiceHtml(
      sampleInvoiceDocument({ logo: null, signature: null, bank: null, terms: null, notes: '  ' }),
    );
    expect(bare).not.toContain('<img');
    expect(text(bare)).not.toMatch(/Bank details|Terms and conditions|Notes/);
    expect(text(bare)).toContain('Authorised Signatory');
  });

  it('escapes a script in a client name', () => {
    const recipient = { ...sampleInvoiceDocument().recipient, name: '<script>alert(1)</script> & Co' };
    const escaped = invoiceHtml(sampleInvoiceDocument({ recipient }));
    expect(escaped).not.toContain('<script>');
    expect(escaped).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });

  it('shows Unregistered for a recipient without a GSTIN', () => {
    const recipient = { ...sampleInvoiceDocument().recipient, gstin: null };
    expect(text(invoiceHtml(sampleInvoiceDocument({ recipient })))).toContain('GSTIN: Unregistered');
  });

  it('is titled Invoice, with a subtotal and no taxes, for a practice without a GSTIN', () => {
    const supplier = { ...sampleInvoiceDocument().supplier, gstin: null };
    const page = invoiceHtml(
      sampleInvoiceDocument({ title: 'Invoice', supplier, taxes: [], roundOff: '0.00', total: '120000.00' }),
    );
    const plain = text(page);
    expect(page).toContain('<h1>Invoice</h1>');
    expect(plain).not.toContain('Tax Invoice');
    expect(plain).not.toContain('GSTIN: 27AAAFS1234K1Z5');
    expect(plain).toContain('Subtotal 1,20,000.50');
    expect(plain).not.toMatch(/CGST|SGST|IGST/);
  });

  it('prints the UPI QR code, the UPI ID and the balance to pay when it has them, and nothing when not', () => {
    const upi = {
      upiId: 'sharma@okhdfcbank',
      amount: '141601.00',
      uri: 'upi://pay?pa=sharma@okhdfcbank',
      qrSvg: qrSvg('upi://pay?pa=sharma@okhdfcbank'),
    };
    const page = invoiceHtml(sampleInvoiceDocument({ upi }));
    const plain = text(page);
    expect(plain).toContain('Pay by UPI');
    expect(plain).toContain('Scan to pay ₹1,41,601.00');
    expect(plain).toContain('UPI ID: sharma@okhdfcbank');
    expect(page).toMatch(/<img class="upi-qr" src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+"/);
    expect(shown).not.toContain('Pay by UPI');
  });
});
