// A statement of account as one HTML page on the invoice family's page and styles: letterhead,
// the client and the period, the entries with debit, credit and running balance, and the
// opening and closing balances. Pure: no I/O.
import { STATEMENT_ENTRY_LABELS } from '@practice-desk/contracts';
import { html, type SafeHtml } from '../invoices/pdf/escape-html';
import { formatInvoiceDate, formatRupees, imageDataUrl } from '../invoices/pdf/invoice-format';
import { documentPage } from '../invoices/pdf/invoice-html';
import type { StatementDocument } from './statement-document';

function heading({ supplier, logo }: StatementDocument): SafeHtml {
  const logoUrl = imageDataUrl(logo);
  const contact = [supplier.email, supplier.phone].filter(Boolean).join(' · ');
  return html`<header class="box heading">
  <div class="supplier">
    ${logoUrl ? html`<img class="logo" src="${logoUrl}" alt="">` : null}
    <div>
      <h2 class="supplier-name">${supplier.name}</h2>
      <p class="multiline">${supplier.address}</p>
      ${supplier.gstin ? html`<p>GSTIN: <b>${supplier.gstin}</b></p>` : null}
      ${contact ? html`<p class="muted">${contact}</p>` : null}
    </div>
  </div>
  <div class="title"><h1>Statement of Account</h1></div>
</header>`;
}

function parties({ client, statement, dateFormat }: StatementDocument): SafeHtml {
  return html`<section class="cols rule">
  <div class="box">
    <p class="label">Client</p>
    <p class="party-name">${client.name}</p>
    ${client.address ? html`<p class="multiline">${client.address}</p>` : null}
    ${client.gstin ? html`<p>GSTIN: <b>${client.gstin}</b></p>` : null}
  </div>
  <div class="side cols meta">
    <div class="box"><p class="label">From</p><b>${formatInvoiceDate(statement.from, dateFormat)}</b></div>
    <div class="box"><p class="label">To</p><b>${formatInvoiceDate(statement.to, dateFormat)}</b></div>
  </div>
</section>`;
}

const money = (amount: string) => (amount === '0.00' ? '' : formatRupees(amount));

function entries({ statement, dateFormat }: StatementDocument): SafeHtml {
  const rows = statement.entries.map(
    (e) => html`<tr>
  <td>${formatInvoiceDate(e.date, dateFormat)}</td>
  <td>${STATEMENT_ENTRY_LABELS[e.kind]}</td>
  <td>${e.reference}${e.kind === 'invoice' || !e.invoiceNumber ? '' : html`<div class="assignee">Invoice ${e.invoiceNumber}</div>`}</td>
  <td class="num">${money(e.debit)}</td>
  <td class="num">${money(e.credit)}</td>
  <td class="num">${formatRupees(e.balance)}</td>
</tr>`,
  );
  return html`<section class="rule">
<table class="lines">
  <thead><tr><th>Date</th><th>Entry</th><th>Reference</th><th class="num money">Debit (₹)</th><th class="num money">Credit (₹)</th><th class="num money">Balance (₹)</th></tr></thead>
  <tbody>
    <tr><td>${formatInvoiceDate(statement.from, dateFormat)}</td><td colspan="4">Opening balance</td><td class="num">${formatRupees(statement.opening)}</td></tr>
    ${rows}
    <tr class="subtotal"><td colspan="3">Totals for the period</td><td class="num">${formatRupees(statement.totalDebit)}</td><td class="num">${formatRupees(statement.totalCredit)}</td><td></td></tr>
  </tbody>
</table>
</section>`;
}

function closing({ statement, dateFormat }: StatementDocument): SafeHtml {
  return html`<section class="rule summary">
<table class="totals">
  <tr class="grand"><td>Closing balance on ${formatInvoiceDate(statement.to, dateFormat)}</td><td class="num">₹${formatRupees(statement.closing)}</td></tr>
</table>
<p class="box muted">A positive balance is owed to the practice; a negative one is the client's credit.</p>
</section>`;
}

export function statementHtml(doc: StatementDocument): string {
  return documentPage(`Statement of Account – ${doc.client.name}`, [
    heading(doc),
    parties(doc),
    entries(doc),
    closing(doc),
  ]);
}
