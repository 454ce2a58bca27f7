// The past-filings template: the columns the import reads, and a second sheet naming each form's
// acknowledgement as its portal does (ARN, SRN, acknowledgement number) so the right number is copied.
import * as XLSX from '@e965/xlsx';
import {
  acknowledgementLabel,
  FILING_IMPORT_COLUMNS,
  RULE_YEARS,
  rulesForYear,
} from '@practice-desk/contracts';
import { textTypedSheet } from '../../lib/spreadsheet';

export function filingImportTemplate(): Buffer {
  const latest = rulesForYear(RULE_YEARS.at(-1) ?? '');
  const forms = [...new Map(latest.rules.map((rule) => [rule.code, rule.name])).entries()].map(
    ([code, name]) => [code, name === code ? '' : name, acknowledgementLabel(code)],
  );
  const book = XLSX.utils.book_new();
  const filings = textTypedSheet([...FILING_IMPORT_COLUMNS], []);
  filings['!cols'] = [{ wch: 30 }, { wch: 12 }, { wch: 14 }, { wch: 12 }, { wch: 36 }];
  XLSX.utils.book_append_sheet(book, filings, 'Filings');
  const help = textTypedSheet(['Form', 'Also called', 'Its acknowledgement is the'], forms);
  help['!cols'] = [{ wch: 14 }, { wch: 14 }, { wch: 28 }];
  XLSX.utils.book_append_sheet(book, help, 'Forms');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', bookSST: true }) as Buffer;
}
