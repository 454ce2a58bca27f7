import { describe, expect, it } from 'vitest';
import { defaultGenerateRange, generatedText, generateRangeProblems } from './generate-range';

describe('the Generate dialog', () => {
  it('runs from today to three months ahead by default', () => {
    expect(defaultGenerateRange('2026-11-25')).toEqual({ from: '2026-11-25', to: '2027-02-25' });
    expect(defaultGenerateRange('2026-11-30')).toEqual({ from: '2026-11-30', to: '2027-02-28' });
  });

  it('refuses a missing date or a range that ends before it starts', () => {
    expect(generateRangeProblems({ from: '2026-11-25', to: '2027-02-25' })).toEqual({});
    // A past 'Due from' back-fills the year: allowed.
    expect(generateRangeProblems({ from: '2026-04-01', to: '2027-02-25' })).toEqual({});
    expect(generateRangeProblems({ from: '', to: '2027-02-25' })).toEqual({
      from: 'Choose the first due date',
    });
    expect(generateRangeProblems({ from: '2026-11-25', to: '2026-11-24' })).toEqual({
      to: 'The last date must be on or after the first',
    });
  });

  it('says how many were created and how many were already there', () => {
    expect(generatedText({ created: 12, existing: 30 })).toBe('12 created, 30 already there');
    expect(generatedText({ created: 12, existing: 30, overdue: 5 })).toBe(
      '12 created, 5 of them overdue, 30 already there',
    );
  });
});
