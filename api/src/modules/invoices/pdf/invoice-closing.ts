// The foot of the invoice: bank details, the UPI QR code, terms and notes beside the authorised
// signatory.
import { html, type SafeHtml } from './escape-html';
import type { InvoiceDocument } from './invoice-document';
import { formatRupees, imageDataUrl } from './invoice-format';

function bankBlock(bank: InvoiceDocument['bank']): SafeHtml | null {
  if (!bank) return null;
  const rows = (
    [
      ['Bank', bank.bankName],
      ['Branch', bank.branchName],
      ['Account No.', bank.accountNumber],
      ['IFSC', bank.ifscCode],
    ] as const
  ).filter(([, value]) => value);
  if (rows.length === 0) return null;
  return html`<div class="section">
  <p class="label">Bank details</p>
  <table class="bank">${rows.map(([label, value]) => html`<tr><td>${label}</td><td><b>${value}</b></td></tr>`)}</table>
</div>`;
}

/** The QR code a phone's UPI app scans to pay the balance, with the UPI ID for typing it in. */
function upiBlock(upi: InvoiceDocument['upi']): SafeHtml | null {
  if (!upi) return null;
  const qr = `data:image/svg+xml;base64,${Buffer.from(upi.qrSvg).toString('base64')}`;
  return html`<div class="section upi">
  <img class="upi-qr" src="${qr}" alt="UPI QR code">
  <div>
    <p class="label">Pay by UPI</p>
    <p><b>Scan to pay ₹${formatRupees(upi.amount)}</b></p>
    <p>UPI ID: <b>${upi.upiId}</b></p>
  </div>
</div>`;
}

function textBlock(label: string, text: string | null): SafeHtml | null {
  if (!text?.trim()) return null;
  return html`<div class="section"><p class="label">${label}</p><p class="multiline">${text.trim()}</p></div>`;
}

export function closingSection({
  bank,
  terms,
  notes,
  signature,
  supplier,
  upi,
}: Pick<InvoiceDocument, 'bank' | 'terms' | 'notes' | 'signature' | 'supplier' | 'upi'>): SafeHtml {
  const signatureUrl = imageDataUrl(signature);
  return html`<section class="closing cols rule">
  <div class="box">
    ${bankBlock(bank)}
    ${upiBlock(upi)}
    ${textBlock('Terms and conditions', terms)}
    ${textBlock('Notes', notes)}
  </div>
  <div class="box side sign">
    <p>For <b>${supplier.name}</b></p>
    ${signatureUrl ? html`<img class="signature" src="${signatureUrl}" alt="">` : null}
    <p class="signatory">Authorised Signatory</p>
  </div>
</section>`;
}
