// A filled-in invoice for the template's tests, the renderer's tests and the PDF benchmark:
// intra-state (CGST + SGST), three services, a round-off, bank details, logo and signature.
import type { InvoiceDocument } from './invoice-document';

const svg = (markup: string) => ({ mime: 'image/svg+xml', base64: Buffer.from(markup).toString('base64') });

const LOGO = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    '<circle cx="60" cy="60" r="56" fill="#0b4f8a"/>' +
    '<text x="60" y="76" font-family="DejaVu Serif, serif" font-size="46" font-weight="700" ' +
    'fill="#fff" text-anchor="middle">SA</text></svg>',
);

const SIGNATURE = svg(
  '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60">' +
    '<path d="M8 44 C 30 4, 40 60, 62 30 S 96 12, 104 40 S 140 50, 150 22 S 178 30, 192 18" ' +
    'fill="none" stroke="#1a2b6d" stroke-width="3" stroke-linecap="round"/></svg>',
);

export function sampleInvoiceDocument(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    title: 'Tax Invoice',
    invoiceNumber: 'INV/26-27/001',
    invoiceDate: '2026-04-15',
    dueDate: '2026-04-30',
    supplier: {
      name: 'Sharma & Associates, Chartered Accountants',
      address: '401, Shree Ganesh Chambers\nFC Road, Shivajinagar\nPune 411005',
      gstin: '27AAAFS1234K1Z5',
      stateName: 'Maharashtra',
      stateCode: '27',
      email: 'accounts@sharmaassociates.in',
      phone: '+91 20 2553 1234',
    },
    recipient: {
      name: 'Deccan Agro Foods Private Limited',
      address: 'Plot 12, MIDC Industrial Area\nChakan, Pune 410501',
      gstin: '27AABCD5678E1Z2',
      stateName: 'Maharashtra',
      stateCode: '27',
    },
    placeOfSupply: { stateName: 'Maharashtra', stateCode: '27' },
    lines: [
      {
        description: 'Statutory audit – FY 2025-26',
        sac: '998221',
        quantity: 1,
        rate: '75000.00',
        discount: '0.00',
        taxRate: '18%',
        amount: '75000.00',
        assignee: 'Priya Kulkarni',
      },
      {
        description: 'GST returns – GSTR-1 and GSTR-3B, March 2026',
        sac: '998231',
        quantity: 1,
        rate: '4500.50',
        discount: '0.00',
        taxRate: '18%',
        amount: '4500.50',
        assignee: 'Rahul Deshmukh',
      },
      {
        description: 'Income tax return – ITR-6, AY 2026-27',
        sac: '998231',
        quantity: 1,
        rate: '40500.00',
        discount: '0.00',
        taxRate: '18%',
        amount: '40500.00',
        assignee: null,
      },
    ],
    subtotal: '120000.50',
    taxes: [
      { name: 'CGST', rate: '9%', amount: '10800.05' },
      { name: 'SGST', rate: '9%', amount: '10800.05' },
    ],
    roundOff: '0.40',
    total: '141601.00',
    amountInWords: 'Rupees One Lakh Forty-One Thousand Six Hundred One Only',
    reverseCharge: 'No',
    bank: {
      bankName: 'HDFC Bank',
      branchName: 'FC Road, Pune',
      accountNumber: '50200012345678',
      ifscCode: 'HDFC0000123',
    },
    terms: 'Payment within 15 days of the invoice date.\nInterest at 18% p.a. on payments received late.',
    notes: 'Thank you for your business.',
    logo: LOGO,
    signature: SIGNATURE,
    ...overrides,
  };
}
