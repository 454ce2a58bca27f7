// A payment receipt as one HTML page, printed on the invoice family's page: the practice's
// heading, the receipt's and the invoice's numbers and dates, who paid, what was received and
// deducted, and the signature. Pure: no I/O.
import { tdsSectionOn } from '@practice-desk/contracts';
import { html, type SafeHtml } from './escape-html';
import { grandRow } from './invoice-amounts';
import { closingSection } from './invoice-closing';
import { formatInvoiceDate, formatRupees } from './invoice-format';
import { documentPage } from './invoice-html';
import { headingSection, stateLine } from './invoice-parties';
import type { ReceiptDocument } from './receipt-document';

function metaSection(doc: ReceiptDocument): SafeHtml {
  return html`<section class="meta cols rule">
  <div class="cols">
    <div class="box"><p class="label">Receipt No.</p><b>${doc.receiptNumber}</b></div>
    <div class="box"><p class="label">Receipt Date</p><b>${formatInvoiceDate(doc.date, doc.dateFormat)}</b></div>
  </div>
  <div class="side cols">
    <div class="box"><p class="label">Against Invoice No.</p><b>${doc.invoice.number}</b></div>
    <div class="box"><p class="label">Invoice Date</p><b>${formatInvoiceDate(doc.invoice.date, doc.dateFormat)}</b></div>
  </div>
</section>`;
}

function payerSection({ recipient, mode, reference }: ReceiptDocument): SafeHtml {
  return html`<section class="cols rule">
  <div class="box">
    <p class="label">Received from</p>
    <p class="party-name">${recipient.name}</p>
    <p class="multiline">${recipient.address}</p>
    ${recipient.gstin ? html`<p>GSTIN: <b>${recipient.gstin}</b></p>` : null}
    ${recipient.pan ? html`<p>PAN: <b>${recipient.pan}</b></p>` : null}
    ${stateLine(recipient.stateName, recipient.stateCode)}
  </div>
  <div class="box side">
    <p class="label">Mode of payment</p>
    <p class="party-name">${mode}</p>
    ${reference ? html`<p>Reference: <b>${reference}</b></p>` : null}
  </div>
</section>`;
}

function amountsSection(doc: ReceiptDocument): SafeHtml {
  const row = (label: string, amount: string) =>
    html`<tr><td>${label}</td><td class="num">${formatRupees(amount)}</td></tr>`;
  return html`<section class="summary cols rule">
  <div class="box words">
    <p class="label">Amount received in words</p>
    <p>${doc.amountInWords}</p>
  </div>
  <div class="side wide"><table class="totals">
    ${row('Invoice total', doc.invoice.total)}
    ${(doc.before ?? []).map((b) => html`<tr><td>${b.label}</td><td class="num">-${formatRupees(b.amount)}</td></tr>`)}
    ${row('Amount received', doc.amountReceived)}
    ${row(`TDS deducted (${tdsSectionOn(doc.date).label})`, doc.tdsDeducted)}
    ${grandRow('Settled by this receipt (₹)', doc.settled)}
    ${row('Balance after this receipt', doc.balanceAfter)}
  </table></div>
</section>`;
}

export function receiptHtml(doc: ReceiptDocument): string {
  return documentPage(`${doc.title} ${doc.receiptNumber}`, [
    headingSection(doc),
    metaSection(doc),
    payerSection(doc),
    amountsSection(doc),
    closingSection({
      ...doc,
      bank: null,
      terms: null,
      notes: `Received with thanks against invoice ${doc.invoice.number}.`,
    }),
  ]);
}
