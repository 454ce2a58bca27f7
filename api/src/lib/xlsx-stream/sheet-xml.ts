// The XML of one worksheet row by row: text as shared strings (or inline past the table's bound),
// numbers as numbers, a style index where the cell has a number format.
/** Text, a number, or either with a number format (a date's serial day with its pattern; '@'
 * keeps text as typed text). null, undefined and NaN leave the cell empty. */
export type XlsxCell = string | number | null | undefined | FormattedCell;
export interface FormattedCell {
  value: string | number;
  format: string;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const DAY_MS = 86_400_000;

/** Days already turned into serials: an export's 100,000 rows name a few hundred distinct days,
 * and parsing each one again was a tenth of the rows' formatting. Bounded: ~55 years of days. */
const SERIAL_DAYS = new Map<string, number>();
const MAX_REMEMBERED_DAYS = 20_000;

/** A calendar day (YYYY-MM-DD) as Excel's serial day number. */
export function excelDay(date: string): number {
  let serial = SERIAL_DAYS.get(date);
  if (serial === undefined) {
    const [y, m, d] = date.split('-').map(Number);
    serial = (Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) - EXCEL_EPOCH) / DAY_MS;
    if (SERIAL_DAYS.size < MAX_REMEMBERED_DAYS) SERIAL_DAYS.set(date, serial);
  }
  return serial;
}

const COLUMN_NAMES: string[] = [];
export function columnName(index: number): string {
  let name = COLUMN_NAMES[index];
  if (name) return name;
  name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  COLUMN_NAMES[index] = name;
  return name;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 cannot hold these characters; finding them is the point.
const SPECIAL = /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;
const SPECIAL_ALL = new RegExp(SPECIAL.source, 'g');
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text safe inside an element or attribute; characters XML cannot hold are written as Excel
 * writes them (_xHHHH_), which every reader turns back into the character. */
export function escapeXml(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(
    SPECIAL_ALL,
    (ch) => ENTITIES[ch] ?? `_x${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`,
  );
}

/** A text element; leading or trailing spaces survive only when the element says so. */
export function textElement(text: string): string {
  const space = text.length > 0 && (text.trimEnd() !== text || text.trimStart() !== text);
  return `<t${space ? ' xml:space="preserve"' : ''}>${escapeXml(text)}</t>`;
}

/** Text as a shared string when `shared` gives it an index, otherwise inline in its cell. */
function textCell(ref: string, text: string, style: string, shared: SharedIndex): string {
  const index = shared(text);
  if (index !== undefined) return `<c r="${ref}"${style} t="s"><v>${index}</v></c>`;
  return `<c r="${ref}"${style} t="inlineStr"><is>${textElement(text)}</is></c>`;
}

/** A text's index in the shared-string table, or undefined to write it inline. */
export type SharedIndex = (text: string) => number | undefined;
const inline: SharedIndex = () => undefined;

/** One `<row>` (1-based `rowNumber`); `styleOf` gives the style index of a number format. An
 * empty row is left out, as Excel leaves it. */
export function rowXml(
  rowNumber: number,
  cells: XlsxCell[],
  styleOf: (format: string) => number,
  shared: SharedIndex = inline,
): string {
  let xml = '';
  for (let i = 0; i < cells.length; i += 1) {
    const cell = cells[i];
    if (cell === null || cell === undefined) continue;
    const ref = `${columnName(i)}${rowNumber}`;
    if (typeof cell === 'string') xml += textCell(ref, cell, '', shared);
    else if (typeof cell === 'number') {
      if (Number.isFinite(cell)) xml += `<c r="${ref}"><v>${cell}</v></c>`;
    } else {
      const style = ` s="${styleOf(cell.format)}"`;
      if (typeof cell.value === 'string') xml += textCell(ref, cell.value, style, shared);
      else if (Number.isFinite(cell.value)) xml += `<c r="${ref}"${style}><v>${cell.value}</v></c>`;
    }
  }
  return xml ? `<row r="${rowNumber}">${xml}</row>` : '';
}

/** A column width in characters as the `width` Excel stores (SheetJS's own conversion, so a
 * column reads back as wide as before). */
export function columnWidth(characters: number): number {
  const digit = 6;
  return Math.round(((characters * digit + 5) / digit) * 256) / 256;
}

export function colsXml(widths: number[]): string {
  if (widths.length === 0) return '';
  const cols = widths.map(
    (w, i) => `<col min="${i + 1}" max="${i + 1}" width="${columnWidth(w)}" customWidth="1"/>`,
  );
  return `<cols>${cols.join('')}</cols>`;
}
