// Readable periods in task names: 'GSTR-3B – Oct 2026', 'Form 140 (26Q) – Q2 2026-27',
// 'ITR – FY 2025-26', 'ITR – Tax year 2026-27'; and the same title moved on by one period for
// recurring tasks.
import type { ParsedPeriod } from './periods';
import { financialYearLabel, parsePeriod, shiftPeriod } from './periods';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DASH = '–';

/** What a year is called: 'FY' (the 1961 Act's previous year) or 'Tax year' (the 2025 Act's). */
export type YearWord = 'FY' | 'Tax year';

/**
 * '2026-10' → 'Oct 2026', '2026-27 Q2' → 'Q2 2026-27', '2025-26' → 'FY 2025-26' (or 'Tax year
 * 2025-26' when told); null if malformed.
 */
export function periodLabel(period: string, yearWord: YearWord = 'FY'): string | null {
  const parsed = parsePeriod(period);
  return parsed ? labelOf(parsed, yearWord) : null;
}

function labelOf(period: ParsedPeriod, yearWord: YearWord = 'FY'): string {
  if (period.kind === 'month') return `${MONTHS[period.month - 1]} ${period.year}`;
  if (period.kind === 'quarter') return `Q${period.quarter} ${financialYearLabel(period.startYear)}`;
  return `${yearWord} ${financialYearLabel(period.startYear)}`;
}

/** In the title of an item dated from an assumed fact (no AGM date yet); found by it to re-date. */
export const PROVISIONAL_MARK = '(provisional)';

/** How an obligation's title is told apart beyond form and period. */
export interface TitleDetails {
  /** The form's name before it was renumbered, shown beside the new one ('formerly Form 16'). */
  former?: string;
  /** An item that is not (yet) certain: 'provisional' (no AGM date) or 'optional' (IFF). */
  mark?: 'provisional' | 'optional';
  yearWord?: YearWord;
}

/**
 * A generated task's name: the shown name, with the code in brackets when the form was renamed
 * (or 'formerly' and its old name, when that old name was not the code), a provisional or optional
 * mark, the director for a DIR-3 KYC, then the period label after an en dash.
 */
export function obligationTitle(
  code: string,
  name: string,
  period: string,
  director?: { name: string; din: string },
  details: TitleDetails = {},
): string {
  const { former, mark, yearWord } = details;
  const renamedFrom = former && former !== code ? `formerly ${former}` : code;
  const shown = name === code || name === former ? name : `${name} (${renamedFrom})`;
  const marked = mark ? `${shown} (${mark})` : shown;
  const who = director ? ` ${DASH} ${director.name} (DIN ${director.din})` : '';
  return `${marked}${who} ${DASH} ${periodLabel(period, yearWord) ?? period}`;
}

// A label at the end of a title, after a space (and usually an en dash): the three label shapes.
const MONTH_LABEL = new RegExp(`(^|\\s)(${MONTHS.join('|')}) (\\d{4})$`);
const QUARTER_LABEL = /(^|\s)Q([1-4]) (\d{4})-(\d{2})$/;
const YEAR_LABEL = /(^|\s)(FY|Tax year) (\d{4})-(\d{2})$/;

/**
 * The title with its period label moved on by one period ('GSTR-3B – Oct 2026' → 'GSTR-3B – Nov
 * 2026', 'Q4 2026-27' → 'Q1 2027-28', 'FY 2025-26' → 'FY 2026-27'); null when it ends in no label.
 */
export function nextPeriodTitle(title: string): string | null {
  const found = trailingPeriod(title);
  if (!found) return null;
  return `${title.slice(0, found.at)}${labelOf(shiftPeriod(found.period, 1), found.yearWord)}`;
}

function trailingPeriod(title: string): { at: number; period: ParsedPeriod; yearWord?: YearWord } | null {
  const month = MONTH_LABEL.exec(title);
  if (month) {
    const period: ParsedPeriod = {
      kind: 'month',
      year: Number(month[3]),
      month: MONTHS.indexOf(month[2]!) + 1,
    };
    return { at: month.index + month[1]!.length, period };
  }
  const quarter = QUARTER_LABEL.exec(title);
  if (quarter) {
    const period = parsePeriod(`${quarter[3]}-${quarter[4]} Q${quarter[2]}`);
    return period ? { at: quarter.index + quarter[1]!.length, period } : null;
  }
  const year = YEAR_LABEL.exec(title);
  if (year) {
    const period = parsePeriod(`${year[3]}-${year[4]}`);
    return period ? { at: year.index + year[1]!.length, period, yearWord: year[2] as YearWord } : null;
  }
  return null;
}
