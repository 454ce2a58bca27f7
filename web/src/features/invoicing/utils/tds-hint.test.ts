import { describe, expect, it } from 'vitest';
import { amountWithTds, settlingPaise, tdsHint } from './tds-hint';

const invoice = { fees: '1000.00', creditedFees: '0.00', balance: '1180.00', tdsAmount: '0.00' };

describe('the TDS hint of the payment form', () => {
  it('suggests 10% of the fees without GST, shows its base, never past the balance', () => {
    expect(tdsHint(invoice, '2026-11-29')).toEqual({
      amount: '100.00',
      base: '1000.00',
      section: { section: '393', act: 'Income-tax Act, 2025', label: 's.393 of the Income-tax Act, 2025' },
    });
    expect(tdsHint({ ...invoice, balance: '40.00' }, '2026-11-29').amount).toBe('40.00');
    expect(tdsHint({ ...invoice, fees: '0.00' }, '2026-11-29').amount).toBeNull();
  });

  it('takes off the fees credit notes reversed, and names s.194J for a payment before 1 April 2026', () => {
    const hint = tdsHint(
      { ...invoice, fees: '12000.00', creditedFees: '2000.00', balance: '9000.00' },
      '2026-03-31',
    );
    expect(hint.base).toBe('10000.00');
    expect(hint.amount).toBe('1000.00');
    expect(hint.section.label).toBe('s.194J of the Income-tax Act, 1961');
  });

  it('offers nothing more once the 10% is recorded', () => {
    expect(tdsHint({ ...invoice, balance: '580.00', tdsAmount: '40.00' }, '2026-11-29').amount).toBe('60.00');
    expect(tdsHint({ ...invoice, balance: '580.00', tdsAmount: '100.00' }, '2026-11-29').amount).toBeNull();
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
