// An .xlsx written as its rows arrive: the package parts around each worksheet, every sheet's
// rows streamed into its zip entry, and the styles and shared strings last, once all are known.
// Memory stays at one batch of rows, zlib's window and the bounded string table whatever the rows.
import { constants } from 'node:zlib';
import { SharedStrings } from './shared-strings';
import { colsXml, escapeXml, rowXml, type XlsxCell } from './sheet-xml';
import { ZipStream } from './zip-stream';

export type { FormattedCell, XlsxCell } from './sheet-xml';

export interface XlsxSheet {
  name: string;
  /** Column widths in characters. */
  widths?: number[];
  /** Read only when the sheet is written, so a later sheet may depend on an earlier one's rows. */
  rows: () => AsyncIterable<XlsxCell[]> | Iterable<XlsxCell[]>;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** Excel's own numbers for the formats it knows; any other pattern gets 164 onwards. */
const BUILT_IN_FORMATS: Record<string, number> = {
  General: 0,
  '0': 1,
  '0.00': 2,
  '#,##0': 3,
  '#,##0.00': 4,
  '0%': 9,
  '@': 49,
};

function contentTypes(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${TYPE}.worksheet+xml"/>`,
  ).join('');
  return `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPE}.sheet.main+xml"/>${sheets}<Override PartName="/xl/styles.xml" ContentType="${TYPE}.styles+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="${TYPE}.sharedStrings+xml"/></Types>`;
}

function workbookXml(names: string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets}</sheets></workbook>`;
}

function workbookRels(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return `${XML}<Relationships xmlns="${PACKAGE_REL}">${sheets}<Relationship Id="rId${sheetCount + 1}" Type="${REL}/styles" Target="styles.xml"/><Relationship Id="rId${sheetCount + 2}" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`;
}

const ROOT_RELS = `${XML}<Relationships xmlns="${PACKAGE_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

/** Style 0 is plain; each format used gets the next index, in order of first use. */
class Styles {
  private readonly formats = new Map<string, number>();
  readonly styleOf = (format: string): number => {
    let index = this.formats.get(format);
    if (index === undefined) {
      index = this.formats.size + 1;
      this.formats.set(format, index);
    }
    return index;
  };

  xml(): string {
    const custom: string[] = [];
    const xfs = ['<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>'];
    for (const format of this.formats.keys()) {
      let id = BUILT_IN_FORMATS[format];
      if (id === undefined) {
        id = 164 + custom.length;
        custom.push(`<numFmt numFmtId="${id}" formatCode="${escapeXml(format)}"/>`);
      }
      xfs.push(`<xf numFmtId="${id}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`);
    }
    const numFmts = custom.length ? `<numFmts count="${custom.length}">${custom.join('')}</numFmts>` : '';
    return `${XML}<styleSheet xmlns="${MAIN}">${numFmts}<fonts count="1"><font><sz val="12"/><color theme="1"/><name val="Calibri"/><family val="2"/><scheme val="minor"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
  }
}

/** How many rows of XML are joined before they go to the zip. */
const ROWS_PER_PUT = 64;

/** Writes the workbook's bytes to `push` as they are made; resolves once the archive is whole,
 * rejects with `signal`'s reason once it is aborted (rows stop being read). */
export async function writeXlsx(
  push: (bytes: Buffer) => void,
  sheets: XlsxSheet[],
  level: number = constants.Z_BEST_SPEED,
  signal?: AbortSignal,
): Promise<void> {
  const zip = new ZipStream(push, level);
  const styles = new Styles();
  const strings = new SharedStrings();
  const put = (name: string, text: string) => zip.entry(name, (write) => write(text));
  await put('[Content_Types].xml', contentTypes(sheets.length));
  await put('_rels/.rels', ROOT_RELS);
  await put('xl/workbook.xml', workbookXml(sheets.map((s) => s.name)));
  await put('xl/_rels/workbook.xml.rels', workbookRels(sheets.length));
  for (const [i, sheet] of sheets.entries()) {
    await zip.entry(`xl/worksheets/sheet${i + 1}.xml`, async (write) => {
      await write(
        `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${colsXml(sheet.widths ?? [])}<sheetData>`,
      );
      let rowNumber = 0;
      let xml = '';
      for await (const cells of sheet.rows()) {
        rowNumber += 1;
        xml += rowXml(rowNumber, cells, styles.styleOf, strings.indexOf);
        if (rowNumber % ROWS_PER_PUT === 0) {
          signal?.throwIfAborted();
          await write(xml);
          xml = '';
        }
      }
      await write(`${xml}</sheetData></worksheet>`);
    });
  }
  await put('xl/styles.xml', styles.xml());
  await zip.entry('xl/sharedStrings.xml', (write) => strings.write(write, XML, MAIN));
  zip.finish();
}
