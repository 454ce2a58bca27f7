import { describe, expect, it } from 'vitest';
import { DATE_INPUT_MESSAGE, dateInputText, parseDateInput } from './date-input';

const invalid = { ok: false, message: DATE_INPUT_MESSAGE };

describe('dates typed into a due-date cell', () => {
  it("reads the practice's default dd/mm/yyyy", () => {
    expect(parseDateInput('05/01/2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
    expect(parseDateInput('5/1/2026', 'DD/MM/YYYY')).toEqual({ ok: true, date: '2026-01-05' });
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
  it('refuses dates that are not on the calendar or not in the format', () => {
    expect(parseDateInput('31/02/2026', 'DD/MM/YYYY')).toEqual(invalid);
    expect(parseDateInput('13/13/2026', 'DD/MM/YYYY')).toEqual(invalid);
    expect(parseDateInput('tomorrow', 'DD/MM/YYYY')).toEqual(invalid);
    expect(parseDateInput('', 'DD/MM/YYYY')).toEqual(invalid);
    expect(parseDateInput('2026-01-05', 'DD/MM/YYYY')).toEqual(invalid);
  });
  it('writes a stored date in the chosen format for editing', () => {
    expect(dateInputText('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(dateInputText('2026-01-05T00:00:00Z', 'MM/DD/YYYY')).toBe('01/05/2026');
    expect(dateInputText(null, 'DD/MM/YYYY')).toBe('');
  });
});
