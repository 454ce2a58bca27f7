// The top of the invoice: supplier and title, number and dates, recipient and place of supply.
import { html, type SafeHtml } from './escape-html';
import type { InvoiceDocument } from './invoice-document';
import { formatInvoiceDate, imageDataUrl } from './invoice-format';

export function stateLine(stateName: string | null, stateCode: string | null): SafeHtml | null {
  if (!stateName && !stateCode) return null;
  return html`<p>State: ${stateName ?? ''}${stateCode ? html`, Code: ${stateCode}` : ''}</p>`;
}

/** A draft is not a tax invoice yet: it has no number (Rule 46(b)), so it says so at its top. */
export function draftBanner({ draft }: Pick<InvoiceDocument, 'draft'>): SafeHtml | null {
  if (!draft) return null;
  return html`<div class="draft-watermark" aria-hidden="true">DRAFT</div>
<p class="draft-banner">DRAFT – not a tax invoice; it takes its number when issued</p>`;
}

export function headingSection({
  title,
  supplier,
  logo,
}: Pick<InvoiceDocument, 'title' | 'supplier' | 'logo'>): SafeHtml {
  const logoUrl = imageDataUrl(logo);
  const contact = [supplier.email, supplier.phone].filter(Boolean).join(' · ');
  return html`<header class="box heading">
  <div class="supplier">
    ${logoUrl ? html`<img class="logo" src="${logoUrl}" alt="">` : null}
    <div>
      <h2 class="supplier-name">${supplier.name}</h2>
      <p class="multiline">${supplier.address}</p>
      ${supplier.gstin ? html`<p>GSTIN: <b>${supplier.gstin}</b></p>` : null}
      ${stateLine(supplier.stateName, supplier.stateCode)}
      ${contact ? html`<p class="muted">${contact}</p>` : null}
    </div>
  </div>
  <div class="title">
    <h1>${title}</h1>
    <p class="copy">Original for recipient</p>
  </div>
</header>`;
}

export function metaSection({
  invoiceNumber,
  invoiceDate,
  dueDate,
  dateFormat,
  draft,
}: InvoiceDocument): SafeHtml {
  return html`<section class="meta cols rule">
  <div class="box"><p class="label">Invoice No.</p><b>${draft ? 'Not issued (draft)' : invoiceNumber}</b></div>
  <div class="side cols">
    <div class="box"><p class="label">Invoice Date</p><b>${formatInvoiceDate(invoiceDate, dateFormat)}</b></div>
    <div class="box"><p class="label">Due Date</p><b>${formatInvoiceDate(dueDate, dateFormat)}</b></div>
  </div>
</section>`;
}

/** `recipientLabel`: a receipt voucher names the payer 'Received from'; an invoice bills its recipient. */
export function partiesSection(
  {
    recipient,
    placeOfSupply,
    reverseCharge,
  }: Pick<InvoiceDocument, 'recipient' | 'placeOfSupply' | 'reverseCharge'>,
  recipientLabel = 'Bill to (recipient)',
): SafeHtml {
  return html`<section class="cols rule">
  <div class="box">
    <p class="label">${recipientLabel}</p>
    <p class="party-name">${recipient.name}</p>
    <p class="multiline">${recipient.address}</p>
    <p>GSTIN: <b>${recipient.gstin ?? 'Unregistered'}</b></p>
    ${stateLine(recipient.stateName, recipient.stateCode)}
  </div>
  <div class="box side">
    <p class="label">Place of supply</p>
    <p class="party-name">${
      placeOfSupply ? html`${placeOfSupply.stateName} (State Code: ${placeOfSupply.stateCode})` : '—'
    }</p>
    <p>Whether tax is payable on reverse charge: <b>${reverseCharge}</b></p>
  </div>
</section>`;
}
