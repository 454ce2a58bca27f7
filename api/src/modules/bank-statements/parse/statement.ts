// A bank statement read from its grid of cells: the header row found below the banner rows (by a
// bank's known header, else by the labels other statements use, else as the row above the first
// dated line), the columns mapped to fields (the person's mapping wins), each line read (date,
// amounts, balance), banner, separator and footer rows left out, a narration running over two rows
// joined, and the running balance checked line by line in the statement's own order (oldest first,
// whichever way the file lists them): a balance that does not add up is flagged, not refused.
import {
  BANK_LIMITS,
  BANK_MESSAGES,
  formatIndianPaise,
  STATEMENT_FIELD_LABELS,
  type StatementField,
  type StatementLayout,
  type StatementMapping,
  type StatementProblem,
} from '@practice-desk/contracts';
import { guessMapping, headerScore, recogniseHeader, sameMapping } from './layouts';
import { labelKey, parseAmount, parseDrCr, parseStatementDate } from './values';

/** A statement line as read. Amounts in paise; exactly one of debit and credit is above zero on a
 * line without an error. */
export interface StatementLine {
  /** The file's row (1-based, as a spreadsheet numbers it). */
  row: number;
  date: string | null;
  valueDate: string | null;
  narration: string;
  reference: string | null;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number | null;
  balanceMismatch: boolean;
  /** Why the line cannot be imported; null when it can. */
  error: string | null;
  /** Same date, amount, reference and balance ⇒ the same line (a repeat in the file gets '#2'). */
  dedupeKey: string;
}

export interface StatementHeader {
  /** Index in the grid of the header row (its file row is index + 1). */
  index: number;
  columns: string[];
  layout: StatementLayout;
  /** The mapping the layout (or the guesses) give. */
  mapping: StatementMapping;
}

export interface ReadStatement {
  header: StatementHeader;
  /** The mapping the lines were read under, and its layout ('custom' once changed by hand). */
  mapping: StatementMapping;
  layout: StatementLayout;
  lines: StatementLine[];
  problems: StatementProblem[];
  newestFirst: boolean;
  accountLast4: string | null;
  openingBalancePaise: number | null;
}

/** Rows searched for the header: banners are a dozen or two rows at most. */
const HEADER_SEARCH_ROWS = 80;

const isBlankRow = (row: string[]) => row.every((cell) => cell === '');

/** The header row: a bank's known header first, else the row whose labels name the most fields,
 * else the row above the first row with a date and an amount (its labels chosen by hand). */
export function findHeader(grid: string[][]): StatementHeader | null {
  const limit = Math.min(grid.length, HEADER_SEARCH_ROWS);
  for (let i = 0; i < limit; i += 1) {
    const row = grid[i] as string[];
    const known = recogniseHeader(row);
    if (known) return { index: i, columns: row, layout: known.layout, mapping: known.mapping };
  }
  let best = -1;
  let bestScore = 0;
  for (let i = 0; i < limit; i += 1) {
    const score = headerScore(grid[i] as string[]);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  if (best >= 0) {
    const row = grid[best] as string[];
    return { index: best, columns: row, layout: 'custom', mapping: guessMapping(row) };
  }
  for (let i = 1; i < limit; i += 1) {
    const row = grid[i] as string[];
    const dated = row.some((cell) => parseStatementDate(cell) !== null);
    const amounted = row.some(
      (cell) => /\d/.test(cell) && parseAmount(cell).kind === 'amount' && !parseStatementDate(cell),
    );
    if (!dated || !amounted) continue;
    for (let h = i - 1; h >= 0; h -= 1) {
      const above = grid[h] as string[];
      if (isBlankRow(above)) continue;
      const labels = above.filter((cell) => cell !== '');
      if (labels.length >= 3 && !above.some((cell) => parseStatementDate(cell)))
        return { index: h, columns: above, layout: 'custom', mapping: guessMapping(above) };
      break;
    }
    break;
  }
  return null;
}

/** The mapping's problems: one field per column, and the fields a statement cannot do without. */
export function mappingProblems(mapping: StatementMapping, columns: number): string[] {
  if (mapping.length !== columns) return [BANK_MESSAGES.mappingLength];
  const problems: string[] = [];
  const seen = new Set<StatementField>();
  for (const field of mapping) {
    if (!field) continue;
    if (seen.has(field))
      problems.push(BANK_MESSAGES.mappingTwice(STATEMENT_FIELD_LABELS[field].toLowerCase()));
    seen.add(field);
  }
  if (!seen.has('date')) problems.push(BANK_MESSAGES.needDate);
  if (!seen.has('narration')) problems.push(BANK_MESSAGES.needNarration);
  const sides = seen.has('debit') || seen.has('credit');
  if (!sides && !seen.has('amount')) problems.push(BANK_MESSAGES.needAmount);
  if (sides && seen.has('amount')) problems.push(BANK_MESSAGES.amountAndSides);
  if (seen.has('drCr') && !seen.has('amount')) problems.push(BANK_MESSAGES.drCrWithoutAmount);
  return problems;
}

/** The account number's last 4 digits as the banner rows give them ('Account No : XXXXXX1234',
 * 'Transactions List - NAME (INR) - XXXXXXXX1234'). */
export function accountLast4Of(banner: string[][]): string | null {
  for (const row of banner) {
    const text = row.filter(Boolean).join(' ');
    // A masked number (XXXXXXXX1234) names the account wherever it is; plain digits only on a row
    // that says it is the account's (an IFS or customer id is no account number).
    const masked = text.match(/[Xx*]{2,}[0-9Xx*]*\d{4}\b/g)?.at(-1);
    if (masked) return masked.slice(-4);
    if (!/acc(?:oun)?t\s*(?:no|num)|a\/c\s*no/i.test(text)) continue;
    const digits = text.match(/\b\d{8,}\b/g)?.at(-1);
    if (digits) return digits.slice(-4);
  }
  return null;
}

// Rows without a date that end the lines (a summary, totals, the closing balance, the legends
// and the 'computer generated' note), and those merely skipped (page and carried-over rows).
const FOOTER =
  /closing\s*bal|statement\s*summary|end\s+of\s+statement|transaction\s+total|^\s*total|grand\s+total|legends?\b|generated\s+(on|by)|computer\s+generated|abbreviations/i;
const SKIPPED =
  /opening\s*bal|brought\s+forward|carried\s+forward|\bb\/f\b|\bc\/f\b|page\s*(no)?\.?\s*:?\s*\d|balance\s+as\s+on/i;
const OPENING = /opening\s*bal|brought\s+forward|\bb\/f\b/i;
const SEPARATOR = /^[\s*=_.-]+$/;

type Columns = Partial<Record<StatementField, number>>;

function columnsOf(mapping: StatementMapping): Columns {
  const columns: Columns = {};
  mapping.forEach((field, i) => {
    if (field && columns[field] === undefined) columns[field] = i;
  });
  return columns;
}

const at = (row: string[], index: number | undefined) => (index === undefined ? '' : (row[index] ?? ''));

interface Amounts {
  debit: number;
  credit: number;
  error: string | null;
}

function sideAmounts(row: string[], c: Columns): Amounts {
  const debitText = at(row, c.debit);
  const creditText = at(row, c.credit);
  const debit = parseAmount(debitText);
  const credit = parseAmount(creditText);
  if (debit.kind === 'bad') return { debit: 0, credit: 0, error: BANK_MESSAGES.badAmount(debitText) };
  if (credit.kind === 'bad') return { debit: 0, credit: 0, error: BANK_MESSAGES.badAmount(creditText) };
  let d = debit.kind === 'amount' ? debit.paise : 0;
  let k = credit.kind === 'amount' ? credit.paise : 0;
  // A minus in the debit column still says debit; a minus in the credit column is a debit.
  if (credit.kind === 'amount' && credit.negative && d === 0) {
    d = k;
    k = 0;
  }
  if (d > 0 && k > 0) return { debit: 0, credit: 0, error: BANK_MESSAGES.bothSides };
  if (d === 0 && k === 0) return { debit: 0, credit: 0, error: BANK_MESSAGES.noAmount };
  return { debit: d, credit: k, error: null };
}

function singleAmount(row: string[], c: Columns): Amounts {
  const text = at(row, c.amount);
  const amount = parseAmount(text);
  if (amount.kind === 'bad') return { debit: 0, credit: 0, error: BANK_MESSAGES.badAmount(text) };
  if (amount.kind === 'blank' || amount.paise === 0)
    return { debit: 0, credit: 0, error: BANK_MESSAGES.noAmount };
  let side = amount.side;
  if (c.drCr !== undefined) {
    const marked = parseDrCr(at(row, c.drCr));
    if (marked === 'bad') return { debit: 0, credit: 0, error: BANK_MESSAGES.badDrCr(at(row, c.drCr)) };
    if (marked) side = marked;
  }
  // Without Dr/Cr, the sign says: a minus (or brackets) is money going out.
  const debit = side ? side === 'Dr' : amount.negative;
  return debit
    ? { debit: amount.paise, credit: 0, error: null }
    : { debit: 0, credit: amount.paise, error: null };
}

function balanceOf(row: string[], c: Columns): { paise: number | null; error: string | null } {
  const text = at(row, c.balance);
  const balance = parseAmount(text);
  if (balance.kind === 'bad') return { paise: null, error: BANK_MESSAGES.badBalance(text) };
  if (balance.kind === 'blank') return { paise: text.trim() === '' ? null : 0, error: null };
  let side = balance.side;
  if (c.balanceDrCr !== undefined) {
    const marked = parseDrCr(at(row, c.balanceDrCr));
    if (marked && marked !== 'bad') side = marked;
  }
  const overdrawn = side ? side === 'Dr' : balance.negative;
  return { paise: overdrawn ? -balance.paise : balance.paise, error: null };
}

const money = (paise: number) => formatIndianPaise(paise);

/** The lines whose balance does not follow from the line before, in the statement's order (oldest
 * first), with the balance expected. A line without a balance breaks the chain; a line whose amount
 * could not be read restarts it from its own balance. */
function balanceMismatches(
  lines: StatementLine[],
  newestFirst: boolean,
  opening: number | null,
): { line: StatementLine; expected: number }[] {
  const found: { line: StatementLine; expected: number }[] = [];
  let previous: number | null = opening;
  for (let k = 0; k < lines.length; k += 1) {
    const line = lines[newestFirst ? lines.length - 1 - k : k] as StatementLine;
    const amountKnown = line.debitPaise > 0 || line.creditPaise > 0;
    if (previous !== null && line.balancePaise !== null && amountKnown) {
      const expected = previous + line.creditPaise - line.debitPaise;
      if (expected !== line.balancePaise) found.push({ line, expected });
    }
    previous = line.balancePaise;
  }
  return found;
}

/** Reads the statement's lines under `mapping` (checked first: a bad mapping reads nothing). */
export function readStatement(
  grid: string[][],
  options: { header?: StatementHeader; mapping?: StatementMapping } = {},
): ReadStatement | null {
  const header = options.header ?? findHeader(grid);
  if (!header) return null;
  const mapping = options.mapping ?? header.mapping;
  const layout: StatementLayout =
    header.layout !== 'custom' && sameMapping(mapping, header.mapping) ? header.layout : 'custom';
  const result: ReadStatement = {
    header,
    mapping,
    layout,
    lines: [],
    problems: [],
    newestFirst: false,
    accountLast4: accountLast4Of(grid.slice(0, header.index)),
    openingBalancePaise: null,
  };
  const wrong = mappingProblems(mapping, header.columns.length);
  if (wrong.length) {
    result.problems = wrong.map((message) => ({ row: null, kind: 'error' as const, message }));
    return result;
  }
  const c = columnsOf(mapping);
  const headerKeys = header.columns.map(labelKey).join('|');
  const lines: StatementLine[] = [];
  let ended = false;
  /** The grid index of the last line's row (or of the row that continued its narration). */
  let lastLineIndex = -1;
  for (let i = header.index + 1; i < grid.length; i += 1) {
    const row = grid[i] as string[];
    if (isBlankRow(row)) continue;
    const joined = row.filter(Boolean).join(' ');
    if (SEPARATOR.test(joined) || row.map(labelKey).join('|') === headerKeys) continue;
    const dateText = at(row, c.date);
    const date = parseStatementDate(dateText);
    const narration = at(row, c.narration);
    if (!date) {
      if (OPENING.test(joined) && lines.length === 0) {
        const opening = balanceOf(row, c);
        if (opening.paise !== null) result.openingBalancePaise = opening.paise;
        continue;
      }
      if (FOOTER.test(joined)) {
        ended = true;
        continue;
      }
      if (ended || SKIPPED.test(joined)) continue;
      const amountCells = [c.debit, c.credit, c.amount, c.balance].map((index) => at(row, index));
      const noAmounts = amountCells.every((cell) => parseAmount(cell).kind === 'blank');
      if (dateText === '' && noAmounts) {
        // A narration carried onto the next row belongs to the line above; other text is banner.
        const previous = lines.at(-1);
        if (previous && narration && lastLineIndex === i - 1) {
          previous.narration = `${previous.narration} ${narration}`;
          lastLineIndex = i;
        }
        continue;
      }
    }
    const amounts = c.amount !== undefined ? singleAmount(row, c) : sideAmounts(row, c);
    const balance = c.balance !== undefined ? balanceOf(row, c) : { paise: null, error: null };
    const valueDateText = at(row, c.valueDate);
    const valueDate = valueDateText ? parseStatementDate(valueDateText) : null;
    const error = !date
      ? BANK_MESSAGES.badDate(dateText || '(blank)')
      : (amounts.error ??
        balance.error ??
        (valueDateText && !valueDate ? BANK_MESSAGES.badValueDate(valueDateText) : null));
    lines.push({
      row: i + 1,
      date,
      valueDate,
      narration,
      reference: /^[\s\-–—]*$/.test(at(row, c.reference)) ? null : at(row, c.reference),
      debitPaise: amounts.debit,
      creditPaise: amounts.credit,
      balancePaise: balance.paise,
      balanceMismatch: false,
      error,
      dedupeKey: '',
    });
    lastLineIndex = i;
    if (lines.length > BANK_LIMITS.lines) break;
  }
  if (lines.length > BANK_LIMITS.lines) {
    result.problems.push({ row: null, kind: 'error', message: BANK_MESSAGES.tooManyLines });
    return result;
  }
  result.newestFirst = listedNewestFirst(lines, result.openingBalancePaise);
  const expectedBalance = new Map<StatementLine, number>();
  for (const { line, expected } of balanceMismatches(lines, result.newestFirst, result.openingBalancePaise)) {
    line.balanceMismatch = true;
    expectedBalance.set(line, expected);
  }
  const seen = new Map<string, number>();
  for (const line of lines) {
    if (line.error) {
      result.problems.push({ row: line.row, kind: 'error', message: line.error });
      continue;
    }
    const amount = line.creditPaise > 0 ? line.creditPaise : -line.debitPaise;
    const key = `${line.date}|${amount}|${line.reference ?? ''}|${line.balancePaise ?? ''}`;
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    line.dedupeKey = count === 1 ? key : `${key}|#${count}`;
    const expected = expectedBalance.get(line);
    if (expected !== undefined)
      result.problems.push({
        row: line.row,
        kind: 'warning',
        message: BANK_MESSAGES.balanceMismatch(money(expected), money(line.balancePaise ?? 0)),
      });
  }
  result.problems.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  result.lines = lines;
  return result;
}

/** Whether the file lists its lines newest first: by the dates at its two ends, and when they are
 * the same day, by which order makes the running balance add up. */
function listedNewestFirst(lines: StatementLine[], opening: number | null): boolean {
  const dates = lines.map((line) => line.date).filter((date): date is string => date !== null);
  const first = dates[0];
  const last = dates.at(-1);
  if (first && last && first !== last) return first > last;
  return balanceMismatches(lines, true, opening).length < balanceMismatches(lines, false, opening).length;
}
