import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn } from './contrast';

describe('contrast', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#4c6ef5', '#4c6ef5')).toBeCloseTo(1, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });

  it('keeps a colour that already reads and darkens one that does not', () => {
    expect(readableOn('#1f2937')).toBe('#1f2937');
    const amber = readableOn('#F59E0B');
    expect(contrastRatio(amber, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#10b981', '#f1f3f5'), '#f1f3f5')).toBeGreaterThanOrEqual(4.5);
  });
});
