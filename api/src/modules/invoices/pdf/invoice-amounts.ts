// The money part of the invoice: one row per service with its SAC, quantity, rate, discount,
// taxable value and tax rate; reimbursements apart under their own heading; then taxable value,
// each tax, reimbursements, round-off, total and the amount in words.
import { REIMBURSEMENT_TAX_LABEL } from '@practice-desk/contracts';
import { html, type SafeHtml } from './escape-html';
import type { InvoiceDocument } from './invoice-document';
import { formatInvoiceDate, formatRupees } from './invoice-format';

export function linesSection({ lines }: InvoiceDocument): SafeHtml {
  const rows = lines.map(
    (line, i) => html`<tr>
  <td>${i + 1}</td>
  <td>${line.description}${line.assignee ? html`<div class="assignee">by ${line.assignee}</div>` : null}</td>
  <td>${line.sac}</td>
  <td class="num">${line.quantity}</td>
  <td class="num">${formatRupees(line.rate)}</td>
  <td class="num">${formatRupees(line.discount ?? '0.00')}</td>
  <td class="num">${formatRupees(line.amount)}</td>
  <td class="num">${line.taxRate ?? ''}</td>
</tr>`,
  );
  return html`<table class="lines rule">
  <thead><tr>
    <th class="sno">S.No.</th><th>Description of service</th><th class="sac">SAC</th>
    <th class="qty num">Qty</th><th class="money num">Rate (₹)</th><th class="disc num">Discount (₹)</th>
    <th class="money num">Taxable value (₹)</th><th class="rate num">Tax rate</th>
  </tr></thead>
  <tbody>${rows}</tbody>
</table>`;
}

/** Expenses paid on the client's behalf as a pure agent: Rule 33 of the CGST Rules, 2017 keeps
 * them out of the value of supply, so they are listed apart and bear no GST. */
export function reimbursementsSection(doc: InvoiceDocument): SafeHtml | null {
  const items = doc.reimbursements ?? [];
  if (items.length === 0) return null;
  const rows = items.map(
    (item, i) => html`<tr>
  <td>${i + 1}</td><td>${item.description}</td>
  <td class="num">${item.quantity}</td><td class="num">${formatRupees(item.rate)}</td>
  <td class="num">${formatRupees(item.amount)}</td>
</tr>`,
  );
  return html`<section class="reimbursements rule">
  <p class="box"><b>${REIMBURSEMENT_TAX_LABEL}</b>: expenses paid as pure agent on the recipient's behalf, outside the taxable value (Rule 33, CGST Rules 2017), no GST</p>
  <table class="lines">
  <thead><tr>
    <th class="sno">S.No.</th><th>Expense paid on behalf of the recipient</th>
    <th class="qty num">Qty</th><th class="money num">Amount paid (₹)</th><th class="money num">Total (₹)</th>
  </tr></thead>
  <tbody>${rows}
  <tr class="subtotal"><td></td><td colspan="3">Total reimbursements</td>
    <td class="num">${formatRupees(doc.reimbursementTotal ?? '0.00')}</td></tr>
  </tbody>
</table>
</section>`;
}

/**
 * Advances adjusted: section 13(2) of the CGST Act made tax due when the advance was received, so
 * the invoice still shows its tax in full and each advance is deducted with the tax already paid
 * on it named beside it — the tax set off, not charged twice. The return reports the same set-off
 * apart from the invoice: Form GSTR-1 (Rule 59, CGST Rules) Table 11, "Consolidated Statement of
 * Advances Received/Advance adjusted in the current tax period", part 11B for advances received
 * in an earlier period whose invoices are issued in this one (as described in Oracle's GSTR-1
 * extract guide, docs.oracle.com/en/applications/jd-edwards/localizations/9.2/eoaid/
 * gstr1-information-extract-section-11.html); the invoice itself is reported in full in Table 4.
 */
function advanceRows(doc: InvoiceDocument): SafeHtml[] {
  return (doc.advanceAdjustments ?? []).map(
    (a) =>
      html`<tr class="advance"><td>Less: advance received vide <span class="nowrap">${a.voucherNumber}</span> dated <span class="nowrap">${formatInvoiceDate(a.voucherDate, doc.dateFormat)}</span>${
        a.taxes.length
          ? html`<div class="muted">incl. ${a.taxes.map((t, i) => html`${i ? ', ' : ''}${t.name} ${formatRupees(t.amount)}`)} paid on the advance, set off</div>`
          : null
      }</td><td class="num">-${formatRupees(a.amount)}</td></tr>`,
  );
}

/**
 * A grand row (total, balance due, amount settled) in the larger type. Its label may wrap between
 * words, so a ten-digit amount beside it still fits the page, but never before "(₹)": the last
 * word and the sign stay together whatever font the machine has.
 */
export function grandRow(label: string, amount: string): SafeHtml {
  const words = label.split(' ');
  const kept = words.splice(-2).join(' ');
  return html`<tr class="grand"><td>${words.length ? `${words.join(' ')} ` : ''}<span class="nowrap">${kept}</span></td><td class="num">${formatRupees(amount)}</td></tr>`;
}

/** Everything that stands between the total and the balance due, each on its own line, so that
 * Total − these = Balance due on the page: advances adjusted, credit notes (by number and date)
 * and payments (with the TDS the client deducted, which settles as a payment does). */
function balanceRows(doc: InvoiceDocument): SafeHtml | null {
  const date = (d: string) => html`<span class="nowrap">${formatInvoiceDate(d, doc.dateFormat)}</span>`;
  const notes = (doc.creditNotes ?? []).map(
    (n) =>
      html`<tr class="credit-note"><td>Less: credit note <span class="nowrap">${n.number}</span> dated ${date(n.date)}</td><td class="num">-${formatRupees(n.amount)}</td></tr>`,
  );
  const paid = (doc.payments ?? []).flatMap((p) => [
    html`<tr class="payment"><td>Less: received vide receipt <span class="nowrap">${p.receiptNumber}</span> dated ${date(p.date)}</td><td class="num">-${formatRupees(p.amount)}</td></tr>`,
    ...(p.tds !== '0.00'
      ? [
          html`<tr class="payment"><td>Less: TDS deducted on receipt <span class="nowrap">${p.receiptNumber}</span></td><td class="num">-${formatRupees(p.tds)}</td></tr>`,
        ]
      : []),
  ]);
  const rows = [...advanceRows(doc), ...notes, ...paid];
  if (rows.length === 0) return null;
  return html`${rows}${grandRow('Balance due (₹)', doc.balanceDue ?? doc.total)}`;
}

export function summarySection(doc: InvoiceDocument): SafeHtml {
  const taxed = doc.title === 'Tax Invoice' || doc.taxes.length > 0;
  const exempt = doc.exemptValue && doc.exemptValue !== '0.00' ? doc.exemptValue : null;
  const taxRows = doc.taxes.map(
    (tax) =>
      html`<tr><td>${tax.name} @ ${tax.rate}</td><td class="num">${formatRupees(tax.amount)}</td></tr>`,
  );
  const reimbursed = doc.reimbursements?.length ? doc.reimbursementTotal : null;
  return html`<section class="summary cols rule">
  <div class="box words">
    <p class="label">Amount in words</p>
    <p>${doc.amountInWords}</p>
  </div>
  <div class="side"><table class="totals">
    ${
      exempt
        ? html`<tr><td>Taxable value</td><td class="num">${formatRupees(doc.taxableValue ?? doc.subtotal)}</td></tr>
    <tr><td>Exempt / non-taxable value</td><td class="num">${formatRupees(exempt)}</td></tr>`
        : html`<tr><td>${taxed ? 'Taxable value' : 'Subtotal'}</td><td class="num">${formatRupees(doc.subtotal)}</td></tr>`
    }
    ${taxRows}
    ${reimbursed ? html`<tr><td>Reimbursements (pure agent)</td><td class="num">${formatRupees(reimbursed)}</td></tr>` : null}
    <tr><td>Round off</td><td class="num">${formatRupees(doc.roundOff)}</td></tr>
    ${grandRow(doc.totalLabel ?? 'Total (₹)', doc.total)}
    ${balanceRows(doc)}
  </table></div>
</section>`;
}
