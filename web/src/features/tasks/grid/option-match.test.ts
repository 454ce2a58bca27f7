import { describe, expect, it } from 'vitest';
import { matchOptions, startIndex } from './option-match';

const options = [
  { value: '1', label: 'GST Return' },
  { value: '2', label: 'Income Tax' },
  { value: '3', label: 'Audit' },
];

describe('picker options', () => {
  it('narrows by typed text anywhere in the label', () => {
    expect(matchOptions(options, 'tax', false).map((o) => o.value)).toEqual(['2']);
    expect(matchOptions(options, '', false)).toHaveLength(3);
  });

  it('offers new text in free-text cells after the matches, unless it is already an option', () => {
    expect(matchOptions(options, 'Payroll', true)[0]).toEqual({ value: 'Payroll', label: 'Use "Payroll"' });
    expect(matchOptions(options, 'Aud', true).map((o) => o.value)).toEqual(['3', 'Aud']);
    expect(matchOptions(options, 'audit', true).map((o) => o.value)).toEqual(['3']);
  });

  it('starts on the current value unless something was typed', () => {
    expect(startIndex(options, '3', '')).toBe(2);
    expect(startIndex(options, '3', 'a')).toBe(0);
    expect(startIndex(options, 'missing', '')).toBe(0);
  });
});
