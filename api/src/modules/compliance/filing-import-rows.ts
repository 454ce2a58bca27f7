// Reads one row of a past-filings file: the client by name, the form by code or shown name (spaces
// and hyphens aside), the period as written on a return ('Oct 2026', 'Q2 2026-27', 'FY 2025-26',
// 'Tax year 2026-27', '2026-10', or a date Excel made of a month) and the filing date as
// DD/MM/YYYY or a real date.
import {
  FILING_IMPORT_HEADERS,
  type FilingImportField,
  parsePeriod,
  RULE_YEARS,
  rulesForYear,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';

dayjs.extend(customParseFormat);

/** Letters and digits only, upper-cased: 'gstr 3b', 'GSTR-3B' and 'GSTR3B' read alike. */
const squeeze = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const headerKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Each field's column index in the file's headers (-1 when the file has none). */
export function columnsOf(headers: string[]): Record<FilingImportField, number> {
  const keys = headers.map(headerKey);
  const find = (field: FilingImportField) => {
    const names = new Set(FILING_IMPORT_HEADERS[field].map(headerKey));
    return keys.findIndex((key) => names.has(key));
  };
  return {
    client: find('client'),
    form: find('form'),
    period: find('period'),
    filedOn: find('filedOn'),
    arn: find('arn'),
  };
}

let formsByName: Map<string, string> | null = null;

/** The form's code from its code or any name it had in a rules file; null when none. */
export function formCode(text: string): string | null {
  if (!formsByName) {
    formsByName = new Map();
    for (const year of RULE_YEARS)
      for (const rule of rulesForYear(year).rules) {
        formsByName.set(squeeze(rule.code), rule.code);
        formsByName.set(squeeze(rule.name), rule.code);
        if (rule.earlierName) formsByName.set(squeeze(rule.earlierName.name), rule.code);
      }
  }
  return formsByName.get(squeeze(text)) ?? null;
}

const MONTH_FORMATS = ['MMM YYYY', 'MMMM YYYY', 'MMM-YYYY', 'MMMM-YYYY', 'MMM-YY', 'MM/YYYY', 'MM-YYYY'];

/** The period key ('2026-10', '2026-27 Q2', '2025-26') of a period as written; null when unread. */
export function periodKey(text: string): string | null {
  const written = text.trim().replace(/\s+/g, ' ');
  if (parsePeriod(written)) return written;
  // A month that Excel turned into its first day.
  const day = /^(\d{4}-\d{2})-01$/.exec(written);
  if (day?.[1] && parsePeriod(day[1])) return day[1];
  const quarter = /^Q([1-4]) (?:FY )?(\d{4}-\d{2})$/i.exec(written);
  if (quarter) return parsePeriod(`${quarter[2]} Q${quarter[1]}`) ? `${quarter[2]} Q${quarter[1]}` : null;
  const year = /^(?:FY|Tax year) ?(\d{4}-\d{2})$/i.exec(written);
  if (year?.[1]) return parsePeriod(year[1]) ? year[1] : null;
  const month = dayjs(written, MONTH_FORMATS, 'en', true);
  return month.isValid() ? month.format('YYYY-MM') : null;
}
