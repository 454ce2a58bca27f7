// Readable periods in task names: 'GSTR-3B – Oct 2026', 'Form 140 (26Q) – Q2 2026-27',
// 'ITR – FY 2025-26'; and the same title moved on by one period for recurring tasks.
import type { ParsedPeriod } from './periods';
import { financialYearLabel, parsePeriod, shiftPeriod } from './periods';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const DASH = '–';

/** '2026-10' → 'Oct 2026', '2026-27 Q2' → 'Q2 2026-27', '2025-26' → 'FY 2025-26'; null if malformed. */
export function periodLabel(period: string): string | null {
  const parsed = parsePeriod(period);
  return parsed ? labelOf(parsed) : null;
}

function labelOf(period: ParsedPeriod): string {
  if (period.kind === 'month') return `${MONTHS[period.month - 1]} ${period.year}`;
  if (period.kind === 'quarter') return `Q${period.quarter} ${financialYearLabel(period.startYear)}`;
  return `FY ${financialYearLabel(period.startYear)}`;
}

/**
 * A generated task's name: the shown name, with the code in brackets when the form was renamed,
 * the director for a DIR-3 KYC, then the period label after an en dash.
 */
export function obligationTitle(
  code: string,
  name: string,
  period: string,
  director?: { name: string; din: string },
): string {
  const shown = name === code ? code : `${name} (${code})`;
  const who = director ? ` ${DASH} ${director.name} (DIN ${director.din})` : '';
  return `${shown}${who} ${DASH} ${periodLabel(period) ?? period}`;
}

// A label at the end of a title, after a space (and usually an en dash): the three label shapes.
const MONTH_LABEL = new RegExp(`(^|\\s)(${MONTHS.join('|')}) (\\d{4})$`);
const QUARTER_LABEL = /(^|\s)Q([1-4]) (\d{4})-(\d{2})$/;
const YEAR_LABEL = /(^|\s)FY (\d{4})-(\d{2})$/;

/**
 * The title with its period label moved on by one period ('GSTR-3B – Oct 2026' → 'GSTR-3B – Nov
 * 2026', 'Q4 2026-27' → 'Q1 2027-28', 'FY 2025-26' → 'FY 2026-27'); null when it ends in no label.
 */
export function nextPeriodTitle(title: string): string | null {
  const found = trailingPeriod(title);
  if (!found) return null;
  return `${title.slice(0, found.at)}${labelOf(shiftPeriod(found.period, 1))}`;
}

function trailingPeriod(title: string): { at: number; period: ParsedPeriod } | null {
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
    const period = parsePeriod(`${year[2]}-${year[3]}`);
    return period ? { at: year.index + year[1]!.length, period } : null;
  }
  return null;
}
