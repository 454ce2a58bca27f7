// Pay by UPI: the practice's UPI ID (invoice settings) and, for an issued invoice with a balance,
// the NPCI `upi://pay` link for that balance and its QR code as SVG, made here on the server. The
// invoice PDF prints it; the client portal shows it and offers the link on phones.
import { moneyOf, type PortalUpi, upiPaymentUri } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { renderSVG } from 'uqr';
import { invoiceSettings } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { balancePaise, type InvoiceRecord } from './invoice-row';

export interface PracticeUpi {
  upiId: string;
  /** The name the payer's app shows: the UPI payee name of the settings, else the company name. */
  payeeName: string;
}

/** The practice's UPI ID with its payee name; null when it has none. */
export async function practiceUpi(db: TenantDb): Promise<PracticeUpi | null> {
  const [row] = await db
    .select({
      upiId: invoiceSettings.upiId,
      upiPayeeName: invoiceSettings.upiPayeeName,
      companyName: invoiceSettings.companyName,
    })
    .from(invoiceSettings)
    .where(eq(invoiceSettings.orgId, db.orgId));
  return row?.upiId ? { upiId: row.upiId, payeeName: row.upiPayeeName || row.companyName } : null;
}

/** The QR code of a link: medium error correction (it survives a smudged print), a quiet zone of
 * four modules as QR readers expect, and no size of its own (the page sizes it). */
export function qrSvg(text: string): string {
  return renderSVG(text, { ecc: 'M', border: 4, pixelSize: 1 });
}

/** Pay by UPI for an invoice: null for a draft (not owed yet), a paid invoice, or no UPI ID. */
export function invoiceUpi(upi: PracticeUpi | null, invoice: InvoiceRecord): PortalUpi | null {
  const balance = balancePaise(invoice);
  if (!upi || !invoice.invoiceNumber || invoice.status === 'Generated' || balance <= 0) return null;
  const payeeName = upi.payeeName || invoice.supplier.name;
  const uri = upiPaymentUri({
    upiId: upi.upiId,
    payeeName,
    amountPaise: balance,
    note: invoice.invoiceNumber,
  });
  return { uri, qrSvg: qrSvg(uri), upiId: upi.upiId, payeeName, amount: moneyOf(balance) };
}
