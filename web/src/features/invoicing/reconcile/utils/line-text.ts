// A statement line's match in words, as the review list shows it.
import type { BankCandidate, BankLine } from '@practice-desk/contracts';
import { rupees } from '../../../../lib/rupees';

/** 'Sharma Traders Pvt Ltd · INV-1042 + INV-1043' or 'Sharma Traders Pvt Ltd · advance'. */
export function candidateTitle(candidate: BankCandidate): string {
  const what =
    candidate.kind === 'advance' ? 'advance' : candidate.invoices.map((i) => i.invoiceNumber).join(' + ');
  return [candidate.clientName, what].filter(Boolean).join(' · ');
}

/** What deciding the line made: receipts, an advance voucher, or the reason it was ignored. */
export function decidedText(line: BankLine): string {
  if (line.status === 'ignored') return `Ignored: ${line.ignoreReason ?? ''}`;
  if (line.status === 'advance')
    return line.matches.map((m) => `Advance ${m.advanceNumber ?? ''} · ${m.clientName ?? ''}`).join('; ');
  return line.matches
    .map(
      (m) =>
        `${m.invoiceNumber ?? ''} · receipt ${m.receiptNumber ?? ''}${m.tdsAmount !== '0.00' ? ` · TDS ${rupees(m.tdsAmount)}` : ''}`,
    )
    .join('; ');
}
