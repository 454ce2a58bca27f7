import { describe, expect, it } from 'vitest';
import { normaliseUdin, UDIN_MESSAGES, udinProblem, udinYear } from './udin-check';

describe('the UDIN check', () => {
  it('takes the year of the date generated, else of signing', () => {
    expect(udinYear('2026-12-20', '2027-01-05')).toBe(2027);
    expect(udinYear('2026-12-20', null)).toBe(2026);
  });

  it('accepts YY + the signer’s membership number + 10 letters and digits, spaces and case aside', () => {
    expect(normaliseUdin('26 123456 abcde 12345')).toBe('26123456ABCDE12345');
    expect(udinProblem('26 123456 abcde 12345', '123456', 2026)).toBeNull();
  });

  it('names what is wrong: length, shape, year, member, or a signer without a number', () => {
    expect(udinProblem('26123456ABCDE1234', '123456', 2026)).toBe(UDIN_MESSAGES.length);
    expect(udinProblem('2612345XABCDE12345', '123456', 2026)).toBe(UDIN_MESSAGES.shape);
    expect(udinProblem('26123456ABCDE-2345', '123456', 2026)).toBe(UDIN_MESSAGES.shape);
    expect(udinProblem('25123456ABCDE12345', '123456', 2026)).toBe(UDIN_MESSAGES.year('26', 2026));
    expect(udinProblem('26654321ABCDE12345', '123456', 2026)).toBe(UDIN_MESSAGES.member('123456'));
    expect(udinProblem('26123456ABCDE12345', null, 2026)).toBe(UDIN_MESSAGES.signerWithoutNumber);
  });
});
