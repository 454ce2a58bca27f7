// Drop-down lists (data validation) in an xlsx that SheetJS wrote: SheetJS community does not
// write them, so the <dataValidations> element is put into the sheet's XML inside the zip.
import * as XLSX from '@e965/xlsx';

export interface ListValidation {
  /** Cells that get the drop-down, e.g. 'A2:A1000'. */
  sqref: string;
  /** Where the choices are, e.g. 'Lists!$A$2:$A$40'. */
  source: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function dataValidationsXml(rules: ListValidation[]): string {
  const items = rules.map(
    (r) =>
      `<dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="${escapeXml(r.sqref)}"><formula1>${escapeXml(r.source)}</formula1></dataValidation>`,
  );
  return `<dataValidations count="${rules.length}">${items.join('')}</dataValidations>`;
}

/** The xlsx with the rules on its `sheetNumber`-th sheet (1-based). The element goes right after
 * the cells (and merged cells), where the schema's element order wants it. */
export function addListValidations(xlsx: Buffer, sheetNumber: number, rules: ListValidation[]): Buffer {
  if (rules.length === 0) return xlsx;
  const zip = XLSX.CFB.read(xlsx, { type: 'buffer' });
  const index = zip.FullPaths.findIndex((p: string) => p.endsWith(`/xl/worksheets/sheet${sheetNumber}.xml`));
  const entry = zip.FileIndex[index];
  if (!entry?.content) throw new Error(`xlsx has no sheet ${sheetNumber}`);
  const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
  const anchor = xml.includes('</mergeCells>') ? '</mergeCells>' : '</sheetData>';
  if (!xml.includes(anchor)) throw new Error('sheet XML has no cells element');
  entry.content = Buffer.from(xml.replace(anchor, `${anchor}${dataValidationsXml(rules)}`), 'utf8');
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer', compression: true }) as Buffer;
}

/** The XML of a sheet, for checking what a file holds. */
export function sheetXml(xlsx: Buffer, sheetNumber: number): string {
  const zip = XLSX.CFB.read(xlsx, { type: 'buffer' });
  const index = zip.FullPaths.findIndex((p: string) => p.endsWith(`/xl/worksheets/sheet${sheetNumber}.xml`));
  const content = zip.FileIndex[index]?.content;
  return content ? Buffer.from(content as Uint8Array).toString('utf8') : '';
}
