import { describe, expect, it } from 'vitest';
import { cell, neutralise, readSpreadsheet, writeSpreadsheet } from './spreadsheet';

describe('spreadsheets', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(neutralise('=HYPERLINK("x")')).toBe('\'=HYPERLINK("x")');
    expect(neutralise('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutralise('GSTR-1')).toBe('GSTR-1');
    expect(neutralise(-5)).toBe(-5);
  });

  it('reads back what it writes, headers case-insensitive', () => {
    const xlsx = writeSpreadsheet('xlsx', 'Tasks', ['Client', 'ET'], [['Acme', 30]]);
    const [row] = readSpreadsheet('tasks.xlsx', xlsx);
    expect(cell(row ?? {}, 'CLIENT')).toBe('Acme');
    expect(cell(row ?? {}, 'et')).toBe(30);
  });

  it('keeps csv cells as text: no number or formula is made of them', () => {
    const csv = Buffer.from('Task,ET\n"=1+1","1,50"\n');
    const [row] = readSpreadsheet('t.csv', csv);
    expect(cell(row ?? {}, 'task')).toBe('=1+1');
    expect(cell(row ?? {}, 'et')).toBe('1,50');
  });

  it('refuses a file whose content does not match its extension', () => {
    expect(() => readSpreadsheet('t.xlsx', Buffer.from('a,b\n1,2\n'))).toThrow('does not match');
    expect(() => readSpreadsheet('t.pdf', Buffer.from('%PDF'))).toThrow('Only .csv');
  });
});
