import { describe, expect, it } from 'vitest';
import { DATE_INPUT_MESSAGE, dateInputText, parseDateInput, readDateField } from './date-input';

const refused = (value: string, format: Parameters<typeof parseDateInput>[1] = 'DD/MM/YYYY') => {
  const result = parseDateInput(value, format);
  return result.ok ? null : result.message;
};

describe('dates typed into a date field or due-date cell', () => {
  it("reads the practice's default dd/mm/yyyy", () => {
    expect(parseDateInput('05/01/2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseDateInput('5/1/2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseDateInput('25/09/2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-09-25' });
  });
  it('reads the other chosen formats', () => {
    expect(parseDateInput('01/05/2026', 'MM/DD/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseDateInput('2026-01-05', 'YYYY-MM-DD')).toEqual({ ok: true, date: '2026-01-05' });
  });
  it("reads 'dd Mon yyyy' in any case", () => {
    expect(parseDateInput('05 Jan 2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseDateInput('5 jan 2026', 'MM/DD/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseDateInput('28 FEB 2027', 'YYYY-MM-DD')).toEqual({ ok: true, date: '2027-02-28' });
  });
  it('refuses a date written right that is not on the calendar, saying so', () => {
    expect(refused('31/02/2026')).toBe('Please enter a valid date: 31/02/2026 is not on the calendar');
    expect(refused('13/13/2026')).toBe('Please enter a valid date: 13/13/2026 is not on the calendar');
    expect(refused('29/02/2027')).toBe('Please enter a valid date: 29/02/2027 is not on the calendar');
    expect(refused('09/25/2026')).toBe('Please enter a valid date: 09/25/2026 is not on the calendar');
  });
  it('refuses anything else with the format and an example', () => {
    const shape = 'Please enter a valid date as DD/MM/YYYY, e.g. 25/09/2026';
    for (const bad of ['tomorrow', '', '2026-01-05', '25-09-2026']) expect(refused(bad)).toBe(shape);
    expect(refused('x', 'MM/DD/YYYY')).toBe('Please enter a valid date as MM/DD/YYYY, e.g. 09/25/2026');
    expect(refused('x', 'YYYY-MM-DD')).toBe('Please enter a valid date as YYYY-MM-DD, e.g. 2026-09-25');
    expect(refused('x')?.startsWith(DATE_INPUT_MESSAGE)).toBe(true);
  });
  it('writes a stored date in the chosen format for editing', () => {
    expect(dateInputText('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(dateInputText('2026-01-05T00:00:00Z', 'MM/DD/YYYY')).toBe('01/05/2026');
    expect(dateInputText(null, 'DD/MM/YYYY')).toBe('');
  });
});

describe('a date field', () => {
  it('reads blank as no date and a typed date as ISO', () => {
    expect(readDateField('  ', 'DD/MM/YYYY')).toEqual({ ok: true, date: '' });
    expect(readDateField('25/09/2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-09-25' });
  });
  it('refuses a date outside its bounds, naming the bound in the format', () => {
    const bounds = { min: '2026-04-01', max: '2026-11-29' };
    expect(readDateField('31/03/2026', 'DD/MM/YYYY', bounds)).toEqual({
      ok: false,
      message: 'The date cannot be before 01/04/2026',
    });
    expect(readDateField('30/11/2026', 'DD/MM/YYYY', bounds)).toEqual({
      ok: false,
      message: 'The date cannot be after 29/11/2026',
    });
    expect(readDateField('29/11/2026', 'DD/MM/YYYY', bounds)).toEqual({ ok: true, date: '2026-11-29' });
  });
});
