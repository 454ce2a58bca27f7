// How much a credit note credits and how much tax it reverses (section 34 of the CGST Act), in
// integer paise. Every credited paisa belongs to one invoice line, so each is reversed at that
// line's own rate: a line-wise note credits the lines asked (never more than a line has left); an
// amount-only note is spread over the service lines' remaining value, rate by rate. Per rate, each
// tax is computed on the running total credited at that rate and the earlier notes' share taken
// off, so a note's tax is never negative, the notes never pass the invoice's tax at any rate, and
// the note that credits what is left of the invoice reverses exactly what is left (with its
// round-off).
import { splitByWeight } from './gstr1/amounts';
import { type LineKind, rateText, type TaxAmount } from './invoice-tax';

/** An invoice line as a credit note sees it. */
export interface CreditableLine {
  id: string;
  kind: LineKind;
  description: string;
  sac: string;
  amountPaise: number;
  /** The rate the line is taxed at (basis points); 0 when it bears no tax (exempt, reimbursement). */
  rateBp: number;
}

export interface CreditableInvoice {
  lines: readonly CreditableLine[];
  /** The invoice's taxes: per GST rate CGST + SGST at half the rate each, or IGST; or the
   * practice's own taxes on every taxed line (`customTaxes`). */
  taxes: readonly TaxAmount[];
  interState: boolean;
  /** Taxes of a practice outside India: they apply to the taxed lines together, whatever their rate. */
  customTaxes: boolean;
  totalPaise: number;
}

/** A line of a credit note: the part of one invoice line it credits, at that line's rate. */
export interface CreditedLine {
  lineId: string;
  kind: LineKind;
  description: string;
  sac: string;
  amountPaise: number;
  rateBp: number;
  /** True when it is this line's share of an amount credited on the whole invoice. */
  spread: boolean;
}

/** What the invoice's earlier notes credited: their lines (each with its invoice line) and taxes. */
export interface CreditedSoFar {
  lines: readonly Pick<CreditedLine, 'lineId' | 'amountPaise'>[];
  taxes: readonly TaxAmount[];
  totalPaise: number;
}

export type CreditRequest =
  | { amountPaise: number }
  | { lines: readonly { lineId: string; amountPaise: number }[] };

export interface CreditNoteAmounts {
  lines: CreditedLine[];
  taxablePaise: number;
  taxes: TaxAmount[];
  roundOffPaise: number;
  totalPaise: number;
}

export type CreditNoteRefusal =
  | { ok: false; reason: 'unknownLine' }
  | { ok: false; reason: 'line'; line: CreditableLine; leftPaise: number }
  | { ok: false; reason: 'invoice'; leftPaise: number };
export type CreditNoteOutcome = { ok: true; amounts: CreditNoteAmounts } | CreditNoteRefusal;

/** a × b / c rounded half up, exact for any amounts (BigInt: a × b can pass 2^53). */
function share(a: number, b: number, c: number): number {
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

/** The group of lines a tax applies to: the GST rate of a taxed line ('1800'), all taxed lines
 * under custom taxes ('taxed'), or none ('untaxed'). */
function lineGroup(invoice: CreditableInvoice, line: Pick<CreditableLine, 'rateBp'>): string {
  if (line.rateBp <= 0) return 'untaxed';
  return invoice.customTaxes ? 'taxed' : String(line.rateBp);
}
function taxGroup(invoice: CreditableInvoice, tax: TaxAmount): string {
  if (invoice.customTaxes) return 'taxed';
  return String(invoice.interState ? tax.rateBp : tax.rateBp * 2);
}
const taxKey = (tax: Pick<TaxAmount, 'name' | 'rateBp'>) => `${tax.name}|${tax.rateBp}`;

function sumBy<T>(items: readonly T[], key: (item: T) => string, value: (item: T) => number) {
  const sums = new Map<string, number>();
  for (const item of items) sums.set(key(item), (sums.get(key(item)) ?? 0) + value(item));
  return sums;
}

/** What is left to credit of each invoice line after the earlier notes. */
export function leftOfLines(invoice: CreditableInvoice, credited: CreditedSoFar): Map<string, number> {
  const done = sumBy(
    credited.lines,
    (l) => l.lineId,
    (l) => l.amountPaise,
  );
  return new Map(invoice.lines.map((l) => [l.id, Math.max(0, l.amountPaise - (done.get(l.id) ?? 0))]));
}

function noteLines(
  invoice: CreditableInvoice,
  left: Map<string, number>,
  request: CreditRequest,
): CreditedLine[] | CreditNoteRefusal {
  const lineOf = (line: CreditableLine, amountPaise: number, spread: boolean): CreditedLine => ({
    lineId: line.id,
    kind: line.kind,
    description: line.description,
    sac: line.sac,
    amountPaise,
    rateBp: line.rateBp,
    spread,
  });
  if ('amountPaise' in request) {
    // Spread over the service lines' remaining value (reimbursements are outside the value of supply).
    const open = invoice.lines.filter((l) => l.kind === 'service' && (left.get(l.id) ?? 0) > 0);
    const weights = open.map((l) => left.get(l.id) ?? 0);
    const remaining = weights.reduce((a, b) => a + b, 0);
    if (request.amountPaise <= 0 || request.amountPaise > remaining)
      return { ok: false, reason: 'invoice', leftPaise: 0 };
    const shares = splitByWeight(request.amountPaise, weights);
    return open.flatMap((line, i) => (shares[i] ? [lineOf(line, shares[i] ?? 0, true)] : []));
  }
  const asked = sumBy(
    request.lines,
    (l) => l.lineId,
    (l) => l.amountPaise,
  );
  const lines: CreditedLine[] = [];
  for (const [lineId, amountPaise] of asked) {
    const line = invoice.lines.find((l) => l.id === lineId);
    if (!line) return { ok: false, reason: 'unknownLine' };
    const leftPaise = left.get(lineId) ?? 0;
    if (amountPaise > leftPaise) return { ok: false, reason: 'line', line, leftPaise };
    if (amountPaise > 0) lines.push(lineOf(line, amountPaise, false));
  }
  return lines;
}

/** The amounts of a credit note asked for, or why it is refused. */
export function creditNoteAmounts(
  invoice: CreditableInvoice,
  credited: CreditedSoFar,
  request: CreditRequest,
): CreditNoteOutcome {
  const leftPaise = invoice.totalPaise - credited.totalPaise;
  const left = leftOfLines(invoice, credited);
  const lines = noteLines(invoice, left, request);
  if (!Array.isArray(lines)) return lines.reason === 'invoice' ? { ...lines, leftPaise } : lines;
  const taxablePaise = lines.reduce((sum, l) => sum + l.amountPaise, 0);
  if (taxablePaise <= 0) return { ok: false, reason: 'invoice', leftPaise };

  const group = (l: { lineId: string }) => {
    const line = invoice.lines.find((i) => i.id === l.lineId);
    return line ? lineGroup(invoice, line) : 'untaxed';
  };
  const invoiced = sumBy(
    invoice.lines,
    (l) => lineGroup(invoice, l),
    (l) => l.amountPaise,
  );
  const before = sumBy(credited.lines, group, (l) => l.amountPaise);
  const now = sumBy(lines, group, (l) => l.amountPaise);
  const taxedBefore = sumBy(credited.taxes, taxKey, (t) => t.amountPaise);

  const taxes: TaxAmount[] = [];
  for (const tax of invoice.taxes) {
    const g = taxGroup(invoice, tax);
    const asked = now.get(g) ?? 0;
    const value = invoiced.get(g) ?? 0;
    if (asked === 0 || value === 0) continue;
    const cumulative = Math.min(value, (before.get(g) ?? 0) + asked);
    const upToNow = cumulative === value ? tax.amountPaise : share(tax.amountPaise, cumulative, value);
    const already = taxedBefore.get(taxKey(tax)) ?? 0;
    // Never below nothing, never past what the invoice charged (notes raised by an earlier rule).
    const amountPaise = Math.min(Math.max(0, upToNow - already), Math.max(0, tax.amountPaise - already));
    if (amountPaise > 0) taxes.push({ name: tax.name, rateBp: tax.rateBp, amountPaise });
  }

  const exact = taxablePaise + taxes.reduce((sum, t) => sum + t.amountPaise, 0);
  const last = isLast(left, lines);
  const totalPaise = last ? leftPaise : exact;
  if (totalPaise > leftPaise || totalPaise < 0) return { ok: false, reason: 'invoice', leftPaise };
  return { ok: true, amounts: { lines, taxablePaise, taxes, roundOffPaise: totalPaise - exact, totalPaise } };
}

/** True when the note credits all that is left of every line of the invoice. */
function isLast(left: Map<string, number>, lines: readonly CreditedLine[]): boolean {
  const now = sumBy(
    lines,
    (l) => l.lineId,
    (l) => l.amountPaise,
  );
  return [...left].every(([id, paise]) => (now.get(id) ?? 0) === paise);
}

/** An earlier rule stored an amount-only note as one line without an invoice line: its value is
 * read as spread over the invoice's service lines in proportion to their value, as GSTR-1 read it. */
export function linesOfStoredNote(
  invoice: Pick<CreditableInvoice, 'lines'>,
  stored: readonly { lineId: string | null; amountPaise: number; description: string; sac: string }[],
): CreditedLine[] {
  const services = invoice.lines.filter((l) => l.kind === 'service');
  return stored.flatMap((part): CreditedLine[] => {
    const line = part.lineId ? invoice.lines.find((l) => l.id === part.lineId) : undefined;
    if (line || services.length === 0)
      return [
        {
          lineId: part.lineId ?? '',
          kind: line?.kind ?? 'service',
          description: part.description,
          sac: part.sac,
          amountPaise: part.amountPaise,
          rateBp: line?.rateBp ?? 0,
          spread: false,
        },
      ];
    const shares = splitByWeight(
      part.amountPaise,
      services.map((l) => l.amountPaise),
    );
    return services.map((l, i) => ({
      lineId: l.id,
      kind: l.kind,
      description: part.description,
      sac: l.sac,
      amountPaise: shares[i] ?? 0,
      rateBp: l.rateBp,
      spread: true,
    }));
  });
}

/** The rate a credit note's line is shown with: its own GST rate, '—' when it bears none. */
export function creditNoteLineRate(rateBp: number): string {
  return rateBp > 0 ? rateText(rateBp) : '—';
}
