import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinProblem } from './gstin';
import { INDIAN_STATES, isGstStateCode, stateName } from './states';

describe('GSTIN', () => {
  it('accepts a number with a correct check digit', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
  });
  it('flags the spec example for its wrong check digit, not its format', () => {
    expect(gstinProblem('24AAHFG2234H1ZH')).toBe('checkDigit');
  });
  it('flags a malformed number as a format problem', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
  });
  it('computes the check character of the first 14 characters', () => {
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
  });
});

describe('GST state codes', () => {
  const withState = (state: string) => `${state}AAGCS4821K1Z${gstinCheckChar(`${state}AAGCS4821K1Z`)}`;

  it('are exactly the GST portal list: 01–38, 97 and 99, each with a name', () => {
    const expected = [...Array.from({ length: 38 }, (_, i) => String(i + 1).padStart(2, '0')), '97', '99'];
    expect(INDIAN_STATES.map((s) => s.code)).toEqual(expected);
    for (const state of INDIAN_STATES) expect(state.name.length).toBeGreaterThan(2);
    expect(stateName('25')).toBe('Daman and Diu');
    expect(stateName('26')).toBe('Dadra and Nagar Haveli and Daman and Diu');
    expect(stateName('28')).toBe('Andhra Pradesh (Before Division)');
    expect(stateName('97')).toBe('Other Territory');
    expect(stateName('99')).toBe('Centre Jurisdiction');
  });

  it('refuses a GSTIN of 00, 39 or 98 even with a right check character', () => {
    for (const code of ['00', '39', '98']) {
      expect(isGstStateCode(code)).toBe(false);
      expect(gstinProblem(withState(code))).toBe('stateCode');
    }
    for (const code of ['25', '26', '28', '38', '97', '99']) expect(gstinProblem(withState(code))).toBeNull();
  });
});
