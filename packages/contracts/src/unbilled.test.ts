import { describe, expect, it } from 'vitest';
import { hourlyAmountPaise, suggestAmount } from './unbilled';

describe('the unbilled suggestion', () => {
  it('rounds hourly rate × minutes half-up to the paisa', () => {
    expect(hourlyAmountPaise(150000, 60)).toBe(150000);
    expect(hourlyAmountPaise(100, 1)).toBe(2); // 1.666… → 2
    expect(hourlyAmountPaise(90, 1)).toBe(2); // 1.5 → 2
    expect(hourlyAmountPaise(30, 1)).toBe(1); // 0.5 → 1
    expect(hourlyAmountPaise(29, 1)).toBe(0);
    expect(hourlyAmountPaise(99_999_999_999, 1_000_000)).toBe(1_666_666_666_650_000);
  });

  it('prefers the client fee, then the hourly rate × TT, then the quotation', () => {
    const base = { clientFeePaise: null, hourlyRatePaise: null, ttMinutes: 90, quotationPaise: null };
    expect(suggestAmount({ ...base, clientFeePaise: 500000, hourlyRatePaise: 1, quotationPaise: 1 })).toEqual(
      {
        paise: 500000,
        basis: 'clientFee',
      },
    );
    expect(suggestAmount({ ...base, hourlyRatePaise: 200000, quotationPaise: 1 })).toEqual({
      paise: 300000,
      basis: 'hourlyRate',
    });
    expect(suggestAmount({ ...base, hourlyRatePaise: 200000, ttMinutes: 0, quotationPaise: 7 })).toEqual({
      paise: 7,
      basis: 'quotation',
    });
    expect(suggestAmount(base)).toEqual({ paise: null, basis: 'none' });
  });
});
