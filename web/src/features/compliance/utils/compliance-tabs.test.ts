import { describe, expect, it } from 'vitest';
import { complianceTabOf } from './compliance-tabs';

describe('the compliance tabs', () => {
  it('opens the tab named in the address, and the calendar for none or an unknown one', () => {
    expect(complianceTabOf('board')).toBe('board');
    expect(complianceTabOf('extensions')).toBe('extensions');
    expect(complianceTabOf(undefined)).toBe('calendar');
    expect(complianceTabOf('nope')).toBe('calendar');
  });
});
