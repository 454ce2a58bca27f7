// A receipt voucher as its PDF shows it (Rule 50): the supplier and recipient frozen when it was
// issued, the advance as one line with its SAC and the tax in it, the amount received and the
// practice's signature. Nothing is to be paid on it, so no bank details or terms.
import { amountInWords, paiseText, rateText } from '@practice-desk/contracts';
import type { TenantDb } from '../../db/scoped';
import { documentDateFormat, documentImages } from '../invoices/document';
import type { ReceiptVoucherDocument } from '../invoices/pdf/receipt-voucher-document';
import { type AdvanceRecord, findAdvance } from './advance-row';

const image = (data: Buffer | null | undefined, mime: string | null | undefined) =>
  data && mime ? { mime, base64: Buffer.from(data).toString('base64') } : null;

type Images = Awaited<ReturnType<typeof documentImages>>;

export function toReceiptVoucherDocument(advance: AdvanceRecord, images: Images): ReceiptVoucherDocument {
  const { supplier, billedTo } = advance;
  const rate = advance.taxes.reduce((sum, tax) => sum + tax.rateBp, 0);
  return {
    title: 'Receipt Voucher',
    voucher: { number: advance.number, date: advance.date, mode: advance.mode, reference: advance.reference },
    invoiceNumber: advance.number,
    invoiceDate: advance.date,
    dueDate: advance.date,
    supplier: {
      name: supplier.name ?? '',
      address: supplier.address ?? '',
      gstin: supplier.gstin ?? null,
      stateName: supplier.stateName ?? null,
      stateCode: supplier.stateCode ?? null,
      email: supplier.email ?? null,
      phone: supplier.phone ?? null,
    },
    recipient: {
      name: billedTo.name ?? '',
      address: billedTo.address ?? '',
      gstin: billedTo.gstin ?? null,
      stateName: billedTo.stateName ?? null,
      stateCode: billedTo.stateCode ?? null,
    },
    placeOfSupply: advance.placeOfSupply ?? null,
    lines: [
      {
        description: `Advance received: ${advance.description}`,
        sac: advance.sac,
        quantity: 1,
        rate: paiseText(advance.taxablePaise),
        discount: '0.00',
        taxRate: advance.taxes.length ? rateText(rate) : '—',
        amount: paiseText(advance.taxablePaise),
        assignee: null,
      },
    ],
    subtotal: paiseText(advance.taxablePaise),
    taxes: advance.taxes.map((tax) => ({
      name: tax.name,
      rate: rateText(tax.rateBp),
      amount: paiseText(tax.amountPaise),
    })),
    roundOff: '0.00',
    total: paiseText(advance.amountPaise),
    totalLabel: 'Advance received (₹)',
    amountInWords: amountInWords(advance.amountPaise),
    // Services of a practice are not notified for reverse charge (Rule 50(j)).
    reverseCharge: 'No',
    bank: null,
    terms: null,
    notes: null,
    logo: image(images?.logo, images?.logoMime),
    signature: image(images?.signature, images?.signatureMime),
  };
}

export async function receiptVoucherDocument(db: TenantDb, orgId: string, id: string) {
  const advance = await findAdvance(db, orgId, id);
  const [images, dateFormat] = await Promise.all([documentImages(db, orgId), documentDateFormat(db, orgId)]);
  return { advance, document: { ...toReceiptVoucherDocument(advance, images), dateFormat } };
}
