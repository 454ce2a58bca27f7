// The matcher's entry points: `matchLines` scores freshly imported lines and accepts their strong
// matches at once (the statement commit calls it); `acceptStrong` accepts every strong match left.
import type { ServiceContext } from '../../../lib/context';
import { openCredits, scoreLines } from './candidates';
import { acceptLine } from './decide';
import type { loadOpenInvoices } from './load';
import { type Candidate, tdsVariants } from './score';

export { scoreLines } from './candidates';

/** Accepts these lines' strong first candidates, one line per transaction; a line whose invoice
 * changed meanwhile (paid elsewhere) is left suggested. */
async function acceptCandidates(ctx: ServiceContext, strong: [string, Candidate][]) {
  let accepted = 0;
  let failed = 0;
  for (const [lineId, candidate] of strong) {
    try {
      await acceptLine(ctx, lineId, candidate.allocations);
      accepted++;
    } catch {
      failed++;
    }
  }
  return { accepted, failed };
}

/** Scores the lines, then accepts the strong matches: what a statement's commit runs. */
export async function matchLines(ctx: ServiceContext, lineIds: string[]) {
  const scored = await scoreLines(ctx.db, lineIds);
  const strong = [...scored]
    .map(([lineId, candidates]) => [lineId, candidates[0]] as [string, Candidate])
    .filter(([, first]) => first?.strong);
  const { accepted, failed } = await acceptCandidates(ctx, strong);
  return { scored: scored.size, accepted, failed };
}

/** Scores every open credit (of one account, or all) again, against the invoices as they stand
 * now (one issued since the import, a payment undone), then accepts each strong match. */
export async function acceptStrong(ctx: ServiceContext, bankAccountId?: string) {
  const ids = (await openCredits(ctx.db, bankAccountId)).map((row) => row.id);
  if (!ids.length) return { accepted: 0, failed: 0 };
  const scored = await scoreLines(ctx.db, ids);
  const strong = [...scored]
    .map(([lineId, candidates]) => [lineId, candidates[0]] as [string, Candidate])
    .filter(([, first]) => first?.strong);
  return acceptCandidates(ctx, strong);
}

/** A stored candidate's split over its invoices at today's balances: one invoice takes the
 * candidate's amount and TDS; several take their balances less TDS at the candidate's rate. */
export function splitOver(
  open: Awaited<ReturnType<typeof loadOpenInvoices>>,
  candidate: { invoiceIds: string[]; amountPaise: number; tdsPaise: number; tdsRateBp: number },
) {
  if (candidate.invoiceIds.length === 1) {
    const [invoiceId] = candidate.invoiceIds as [string];
    return [{ invoiceId, amountPaise: candidate.amountPaise, tdsPaise: candidate.tdsPaise }];
  }
  return candidate.invoiceIds.flatMap((id) => {
    const invoice = open.find((i) => i.id === id);
    if (!invoice) return [];
    const tds = candidate.tdsRateBp ? (tdsVariants(invoice, candidate.tdsRateBp)[0] ?? 0) : 0;
    return [{ invoiceId: id, amountPaise: invoice.balancePaise - tds, tdsPaise: tds }];
  });
}
