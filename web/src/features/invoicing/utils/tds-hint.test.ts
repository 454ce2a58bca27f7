import { describe, expect, it } from 'vitest';
import { amountWithTds, settlingPaise, tdsHint } from './tds-hint';

describe('the TDS hint of the payment form', () => {
  it('suggests 10% of the taxable value, never past the balance', () => {
    expect(tdsHint({ taxableValue: '1000.00', balance: '1180.00', tdsAmount: '0.00' })).toBe('100.00');
    expect(tdsHint({ taxableValue: '1000.00', balance: '40.00', tdsAmount: '0.00' })).toBe('40.00');
    expect(tdsHint({ taxableValue: '0.00', balance: '1180.00', tdsAmount: '0.00' })).toBeNull();
  });

  it('offers nothing more once the 10% is recorded', () => {
    expect(tdsHint({ taxableValue: '1000.00', balance: '580.00', tdsAmount: '40.00' })).toBe('60.00');
    expect(tdsHint({ taxableValue: '1000.00', balance: '580.00', tdsAmount: '100.00' })).toBeNull();
  });

  it('takes the TDS off an amount still at the whole balance, and leaves a typed one alone', () => {
    expect(amountWithTds('1180.00', '100.00', '1180.00')).toBe('1080.00');
    expect(amountWithTds('1180', '100.00', '1180.00')).toBe('1080.00');
    expect(amountWithTds('500', '100.00', '1180.00')).toBe('500');
  });

  it('adds amount and TDS in paise while both are amounts', () => {
    expect(settlingPaise('1080', '100.00')).toBe(118_000);
    expect(settlingPaise('1080', '')).toBe(108_000);
    expect(settlingPaise('10x', '1')).toBeNull();
  });
});
