import { describe, expect, it } from 'vitest';
import { gstinCheckChar, gstinProblem } from './gstin';

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
