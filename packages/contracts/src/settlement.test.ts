import { describe, expect, it } from 'vitest';
import { settle, settlementBalancePaise, suggestedTdsPaise } from './settlement';

describe('settling an invoice by payment and TDS', () => {
  it('counts payments, TDS and credit notes against the total', () => {
    expect(
      settlementBalancePaise({
        totalPaise: 118_000,
        paidPaise: 50_000,
        tdsPaise: 10_000,
        creditedPaise: 8_000,
      }),
    ).toBe(50_000);
  });

  it('clears the invoice when amount + TDS is exactly the balance', () => {
    expect(settle(118_000, 108_000, 10_000)).toEqual({ ok: true, clears: true, balanceAfterPaise: 0 });
    expect(settle(118_000, 50_000, 10_000)).toEqual({ ok: true, clears: false, balanceAfterPaise: 58_000 });
  });

  it('takes TDS alone, or a payment without TDS', () => {
    expect(settle(118_000, 0, 10_000)).toMatchObject({ ok: true, balanceAfterPaise: 108_000 });
    expect(settle(118_000, 1, 0)).toMatchObject({ ok: true, balanceAfterPaise: 117_999 });
  });

  it('refuses amount + TDS past the balance by a paisa, and nothing at all', () => {
    expect(settle(118_000, 108_000, 10_001)).toEqual({ ok: false, reason: 'exceeds', balancePaise: 118_000 });
    expect(settle(118_000, 0, 0)).toMatchObject({ ok: false, reason: 'nothing' });
    expect(settle(118_000, -1, 2)).toMatchObject({ ok: false, reason: 'nothing' });
  });

  it('suggests 10% of the taxable value to the paisa, never past the balance', () => {
    expect(suggestedTdsPaise(100_000, 118_000)).toBe(10_000);
    // ₹1,234.56 → ₹123.456 → ₹123.46; ₹1,234.54 → ₹123.454 → ₹123.45; ₹0.05 → half a paisa → 1
    expect(suggestedTdsPaise(123_456, 1_000_000)).toBe(12_346);
    expect(suggestedTdsPaise(123_454, 1_000_000)).toBe(12_345);
    expect(suggestedTdsPaise(5, 1_000_000)).toBe(1);
    expect(suggestedTdsPaise(100_000, 4_000)).toBe(4_000);
    expect(suggestedTdsPaise(0, 118_000)).toBe(0);
    expect(suggestedTdsPaise(100_000, 0)).toBe(0);
  });

  it('suggests only what is left of the 10% once TDS is recorded on the invoice', () => {
    expect(suggestedTdsPaise(100_000, 58_000, 4_000)).toBe(6_000);
    expect(suggestedTdsPaise(100_000, 58_000, 10_000)).toBe(0);
    expect(suggestedTdsPaise(100_000, 58_000, 12_000)).toBe(0);
  });
});
