// The money part of the invoice: one row per service with its SAC, then taxable value, each tax,
// round-off, total and the amount in words.
import { html, type SafeHtml } from './escape-html';
import type { InvoiceDocument } from './invoice-document';
import { formatRupees } from './invoice-format';

export function linesSection({ lines }: InvoiceDocument): SafeHtml {
  const rows = lines.map(
    (line, i) => html`<tr>
  <td>${i + 1}</td>
  <td>${line.description}${line.assignee ? html`<div class="assignee">by ${line.assignee}</div>` : null}</td>
  <td>${line.sac}</td>
  <td class="num">${line.quantity}</td>
  <td class="num">${formatRupees(line.rate)}</td>
  <td class="num">${formatRupees(line.amount)}</td>
</tr>`,
  );
  return html`<table class="lines rule">
  <thead><tr>
    <th class="sno">S.No.</th><th>Description of service</th><th class="sac">SAC</th>
    <th class="qty num">Qty</th><th class="money num">Rate (₹)</th><th class="money num">Amount (₹)</th>
  </tr></thead>
  <tbody>${rows}</tbody>
</table>`;
}

export function summarySection(doc: InvoiceDocument): SafeHtml {
  const taxed = doc.title === 'Tax Invoice' || doc.taxes.length > 0;
  const taxRows = doc.taxes.map(
    (tax) =>
      html`<tr><td>${tax.name} @ ${tax.rate}</td><td class="num">${formatRupees(tax.amount)}</td></tr>`,
  );
  return html`<section class="summary cols rule">
  <div class="box words">
    <p class="label">Amount in words</p>
    <p>${doc.amountInWords}</p>
  </div>
  <div class="side"><table class="totals">
    <tr><td>${taxed ? 'Taxable value' : 'Subtotal'}</td><td class="num">${formatRupees(doc.subtotal)}</td></tr>
    ${taxRows}
    <tr><td>Round off</td><td class="num">${formatRupees(doc.roundOff)}</td></tr>
    <tr class="grand"><td>Total (₹)</td><td class="num">${formatRupees(doc.total)}</td></tr>
  </table></div>
</section>`;
}
