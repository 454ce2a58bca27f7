import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import { addListValidations, sheetXml } from './xlsx-validation';

function book(): Buffer {
  const b = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(b, XLSX.utils.aoa_to_sheet([['Client'], ['A & B']]), 'Tasks');
  XLSX.utils.book_append_sheet(b, XLSX.utils.aoa_to_sheet([['Clients'], ['A & B']]), 'Lists');
  return XLSX.write(b, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

describe('xlsx drop-down lists', () => {
  it('puts list validations after the cells of the chosen sheet, and the file still reads', () => {
    const out = addListValidations(book(), 1, [{ sqref: 'A2:A100', source: 'Lists!$A$2:$A$2' }]);
    const xml = sheetXml(out, 1);
    expect(xml).toContain(
      '</sheetData><dataValidations count="1"><dataValidation type="list" allowBlank="1" showErrorMessage="1" sqref="A2:A100"><formula1>Lists!$A$2:$A$2</formula1></dataValidation></dataValidations>',
    );
    expect(sheetXml(out, 2)).not.toContain('dataValidation');
    const read = XLSX.read(out, { type: 'buffer' });
    expect(read.SheetNames).toEqual(['Tasks', 'Lists']);
    expect(XLSX.utils.sheet_to_json(read.Sheets.Tasks ?? {})).toEqual([{ Client: 'A & B' }]);
  });

  it('leaves the file alone when there is no rule', () => {
    const original = book();
    expect(addListValidations(original, 1, [])).toBe(original);
  });
});
