// A receipt voucher as one HTML page: the invoice's heading, parties, line, totals and signature
// sections around its own meta section (voucher number and date, mode and reference). Pure: no I/O.
import { html, type SafeHtml } from './escape-html';
import { linesSection, summarySection } from './invoice-amounts';
import { closingSection } from './invoice-closing';
import { formatInvoiceDate } from './invoice-format';
import { documentPage } from './invoice-html';
import { headingSection, partiesSection } from './invoice-parties';
import type { ReceiptVoucherDocument } from './receipt-voucher-document';

export function receiptVoucherMetaSection({ voucher, dateFormat }: ReceiptVoucherDocument): SafeHtml {
  return html`<section class="meta cols rule">
  <div class="cols">
    <div class="box"><p class="label">Receipt Voucher No.</p><b>${voucher.number}</b></div>
    <div class="box"><p class="label">Date</p><b>${formatInvoiceDate(voucher.date, dateFormat)}</b></div>
  </div>
  <div class="side cols">
    <div class="box"><p class="label">Mode</p><b>${voucher.mode}</b></div>
    <div class="box"><p class="label">Reference</p><b>${voucher.reference ?? '—'}</b></div>
  </div>
</section>`;
}

export function receiptVoucherHtml(doc: ReceiptVoucherDocument): string {
  return documentPage(`${doc.title} ${doc.voucher.number}`, [
    headingSection(doc),
    receiptVoucherMetaSection(doc),
    partiesSection(doc, 'Received from'),
    linesSection(doc),
    summarySection(doc),
    closingSection(doc),
  ]);
}
