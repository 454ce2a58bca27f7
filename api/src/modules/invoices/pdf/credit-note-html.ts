// A credit note as one HTML page: the invoice's heading, parties, lines, totals and signature
// sections, with its own meta section (its number and date beside the original invoice's) and the
// reason for the credit. Pure: no I/O.

import type { CreditNoteDocument } from './credit-note-document';
import { html, type SafeHtml } from './escape-html';
import { linesSection, summarySection } from './invoice-amounts';
import { closingSection } from './invoice-closing';
import { formatInvoiceDate } from './invoice-format';
import { documentPage } from './invoice-html';
import { headingSection, partiesSection } from './invoice-parties';

export function creditNoteMetaSection({ creditNote, dateFormat }: CreditNoteDocument): SafeHtml {
  return html`<section class="meta cols rule">
  <div class="cols">
    <div class="box"><p class="label">Credit Note No.</p><b>${creditNote.number}</b></div>
    <div class="box"><p class="label">Credit Note Date</p><b>${formatInvoiceDate(creditNote.date, dateFormat)}</b></div>
  </div>
  <div class="side cols">
    <div class="box"><p class="label">Against Invoice No.</p><b>${creditNote.invoiceNumber}</b></div>
    <div class="box"><p class="label">Invoice Date</p><b>${formatInvoiceDate(creditNote.invoiceDate, dateFormat)}</b></div>
  </div>
</section>
<section class="rule box"><p class="label">Reason for credit</p><p class="multiline">${creditNote.reason}</p></section>`;
}

export function creditNoteHtml(doc: CreditNoteDocument): string {
  return documentPage(`${doc.title} ${doc.creditNote.number}`, [
    headingSection(doc),
    creditNoteMetaSection(doc),
    partiesSection(doc),
    linesSection(doc),
    summarySection(doc),
    closingSection(doc),
  ]);
}
