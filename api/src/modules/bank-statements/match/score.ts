// The matcher's scoring, pure: each credit line's candidates among the open invoices (exact
// balance; balance less TDS at a usual rate on the fees; several invoices of one client summed)
// and the advances of the clients its narration names, ranked, with the reason shown and whether
// the candidate is strong (the only one that fits the amount, and the narration names its client
// or invoice). Invoices are indexed by the amount that would settle them, so a line costs a
// lookup, not a pass over every invoice; an invoice dated after the line is never a candidate.
import { type Alias, type NamedClient, type Naming, NamingIndex } from './naming';

/** The rates a client deducts TDS at on a practice's fees, as the issue names them (10%, 2%,
 * 1%), in basis points; the section is named by the payment's date (contracts' tdsSectionOn). */
export const TDS_RATES_BP = [1000, 200, 100] as const;

export interface OpenInvoice {
  id: string;
  clientId: string;
  invoiceNumber: string;
  /** YYYY-MM-DD */
  date: string;
  balancePaise: number;
  /** The fees without GST (reimbursements out) less the fees credit notes reversed: what TDS is taken of. */
  tdsBasePaise: number;
  /** The TDS already recorded on the invoice. */
  deductedPaise: number;
}

export interface CreditLine {
  id: string;
  date: string;
  narration: string;
  creditPaise: number;
}

export interface Allocation {
  invoiceId: string;
  amountPaise: number;
  tdsPaise: number;
}

export interface Candidate {
  kind: 'invoice' | 'invoices' | 'advance';
  clientId: string;
  invoiceIds: string[];
  allocations: Allocation[];
  amountPaise: number;
  tdsPaise: number;
  tdsRateBp: number;
  /** The amount settles the invoices exactly (with the TDS): not a part payment or an advance. */
  fits: boolean;
  strong: boolean;
  reason: string;
}

interface Fit {
  invoices: OpenInvoice[];
  tds: number[];
  rateBp: number;
}

const MAX_SUMMED = 8;
const MAX_CANDIDATES = 6;

/** The TDS at `rateBp` on the invoice's base less what is already recorded: half a paisa up (as
 * contracts' tdsOnReceipt takes it), and the same in whole rupees, as many clients deduct it (a
 * habit, not a rule: either way the TDS booked is exactly the balance less what was received). */
export function tdsVariants(invoice: OpenInvoice, rateBp: number): number[] {
  const exact = Math.floor((invoice.tdsBasePaise * rateBp + 5_000) / 10_000);
  const rupees = Math.round(exact / 100) * 100;
  return [...new Set([exact, rupees])]
    .map((paise) => paise - invoice.deductedPaise)
    .filter((paise) => paise > 0 && paise < invoice.balancePaise);
}

const rateText = (rateBp: number) => `${rateBp / 100}%`;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Every subset (two or more) of these invoices whose settling amount, without TDS or less TDS at
 * one rate on each, is exactly `paise`. */
function summedFits(invoices: OpenInvoice[], paise: number): Fit[] {
  const fits: Fit[] = [];
  const n = invoices.length;
  for (const rateBp of [0, ...TDS_RATES_BP]) {
    const tdsOf = invoices.map((invoice) => (rateBp === 0 ? 0 : (tdsVariants(invoice, rateBp)[0] ?? -1)));
    if (tdsOf.some((t) => t < 0)) continue;
    for (let mask = 3; mask < 1 << n; mask++) {
      if ((mask & (mask - 1)) === 0) continue;
      let sum = 0;
      for (let i = 0; i < n; i++)
        if (mask & (1 << i)) sum += (invoices[i] as OpenInvoice).balancePaise - (tdsOf[i] as number);
      if (sum !== paise) continue;
      const chosen = invoices.filter((_, i) => mask & (1 << i));
      fits.push({ invoices: chosen, tds: tdsOf.filter((_, i) => mask & (1 << i)), rateBp });
    }
  }
  return fits;
}

function fitCandidate(fit: Fit, naming: Naming, others: number): Candidate {
  const numbers = fit.invoices.map((i) => i.invoiceNumber).join(' + ');
  const clientId = (fit.invoices[0] as OpenInvoice).clientId;
  const said = [
    ...fit.invoices.filter((i) => naming.invoices.has(i.id)).map((i) => i.invoiceNumber),
    ...(naming.clients.has(clientId) ? [naming.clients.get(clientId) as string] : []),
  ];
  const parts = [`amount = ${numbers}${fit.rateBp ? ` less ${rateText(fit.rateBp)} TDS` : ''}`];
  if (said.length) parts.push(`narration has ${said.join(', ')}`);
  if (others) parts.push(`${others} other${others > 1 ? 's' : ''} fit the amount too`);
  const allocations = fit.invoices.map((invoice, i) => ({
    invoiceId: invoice.id,
    amountPaise: invoice.balancePaise - (fit.tds[i] as number),
    tdsPaise: fit.tds[i] as number,
  }));
  return {
    kind: fit.invoices.length > 1 ? 'invoices' : 'invoice',
    clientId,
    invoiceIds: fit.invoices.map((i) => i.id),
    allocations,
    amountPaise: allocations.reduce((s, a) => s + a.amountPaise, 0),
    tdsPaise: allocations.reduce((s, a) => s + a.tdsPaise, 0),
    tdsRateBp: fit.rateBp,
    fits: true,
    strong: others === 0 && said.length > 0,
    reason: parts.join('; '),
  };
}

export interface MatchInput {
  lines: CreditLine[];
  invoices: OpenInvoice[];
  clients: NamedClient[];
  aliases: Alias[];
}

/** Each credit line's candidates, best first (at most six). */
export function scoreCredits({ lines, invoices, clients, aliases }: MatchInput): Map<string, Candidate[]> {
  const naming = new NamingIndex(clients, invoices, aliases);
  const bySettling = new Map<number, Fit[]>();
  const byClient = new Map<string, OpenInvoice[]>();
  const byId = new Map(invoices.map((i) => [i.id, i]));
  for (const invoice of [...invoices].sort(
    (a, b) =>
      a.date.localeCompare(b.date) || a.invoiceNumber.localeCompare(b.invoiceNumber, 'en', { numeric: true }),
  )) {
    if (invoice.balancePaise <= 0) continue;
    push(byClient, invoice.clientId, invoice);
    push(bySettling, invoice.balancePaise, { invoices: [invoice], tds: [0], rateBp: 0 });
    for (const rateBp of TDS_RATES_BP)
      for (const tds of tdsVariants(invoice, rateBp))
        push(bySettling, invoice.balancePaise - tds, { invoices: [invoice], tds: [tds], rateBp });
  }

  const result = new Map<string, Candidate[]>();
  for (const line of lines) {
    const named = naming.read(line.narration);
    const fits = (bySettling.get(line.creditPaise) ?? []).filter(
      (fit) => (fit.invoices[0] as OpenInvoice).date <= line.date,
    );
    const namedClients = new Set(named.clients.keys());
    for (const invoiceId of named.invoices.keys()) {
      const invoice = byId.get(invoiceId);
      if (invoice) namedClients.add(invoice.clientId);
    }
    for (const clientId of namedClients) {
      const open = (byClient.get(clientId) ?? []).filter((i) => i.date <= line.date).slice(0, MAX_SUMMED);
      if (open.length > 1) fits.push(...summedFits(open, line.creditPaise));
    }
    const isNamed = (fit: Fit) =>
      named.clients.has((fit.invoices[0] as OpenInvoice).clientId) ||
      fit.invoices.some((i) => named.invoices.has(i.id));
    // Named first; then one invoice before several, and its balance as it stands before a balance
    // less TDS: a credit of exactly one invoice's balance is that invoice far more often than
    // another's less 1% (TDS is rounded to the rupee, so such amounts do meet). Else by date.
    const rank = (fit: Fit) =>
      (isNamed(fit) ? 0 : 4) + (fit.invoices.length > 1 ? 2 : 0) + (fit.rateBp === 0 ? 0 : 1);
    const ordered = fits
      .map((fit, i) => ({ fit, i }))
      .sort((a, b) => rank(a.fit) - rank(b.fit) || a.i - b.i)
      .map((o) => o.fit);
    const candidates = ordered.map((fit) => fitCandidate(fit, named, fits.length - 1));

    // A part payment of an invoice the narration names by number.
    for (const [invoiceId, number] of named.invoices) {
      const invoice = byId.get(invoiceId);
      if (!invoice || invoice.date > line.date || line.creditPaise >= invoice.balancePaise) continue;
      if (candidates.some((c) => c.invoiceIds.includes(invoiceId))) continue;
      candidates.push({
        kind: 'invoice',
        clientId: invoice.clientId,
        invoiceIds: [invoice.id],
        allocations: [{ invoiceId: invoice.id, amountPaise: line.creditPaise, tdsPaise: 0 }],
        amountPaise: line.creditPaise,
        tdsPaise: 0,
        tdsRateBp: 0,
        fits: false,
        strong: false,
        reason: `narration has ${number}; part of its balance`,
      });
    }
    // An advance from a client the narration names and whose invoices the amount does not settle.
    for (const [clientId, words] of named.clients) {
      if (candidates.some((c) => c.fits && c.clientId === clientId)) continue;
      candidates.push({
        kind: 'advance',
        clientId,
        invoiceIds: [],
        allocations: [],
        amountPaise: line.creditPaise,
        tdsPaise: 0,
        tdsRateBp: 0,
        fits: false,
        strong: false,
        reason: `narration has ${words}; no open invoice fits the amount: an advance?`,
      });
    }
    if (candidates.length) result.set(line.id, candidates.slice(0, MAX_CANDIDATES));
  }

  // Two lines strongly matched to one invoice: neither is the only fit any more.
  const strongByInvoice = new Map<string, Candidate[]>();
  for (const candidates of result.values())
    for (const c of candidates) if (c.strong) for (const id of c.invoiceIds) push(strongByInvoice, id, c);
  for (const [, shared] of strongByInvoice)
    if (shared.length > 1)
      for (const c of shared) {
        c.strong = false;
        if (!c.reason.includes('another line')) c.reason += '; another line fits this invoice too';
      }
  return result;
}
