import { describe, expect, it } from 'vitest';
import { tdsOnReceipt, tdsSectionOn } from './tds';

const invoice = {
  feesPaise: 0,
  creditedFeesPaise: 0,
  balancePaise: 10_000_000,
  deductedPaise: 0,
  date: '2026-11-29',
};

describe('TDS on a receipt: its base and its section', () => {
  it('names s.194J of the 1961 Act before 1 April 2026 and s.393 of the 2025 Act from that day', () => {
    expect(tdsSectionOn('2026-03-31').label).toBe('s.194J of the Income-tax Act, 1961');
    expect(tdsSectionOn('2026-04-01').label).toBe('s.393 of the Income-tax Act, 2025');
    expect(tdsSectionOn('2027-01-15')).toEqual({
      section: '393',
      act: 'Income-tax Act, 2025',
      label: 's.393 of the Income-tax Act, 2025',
    });
    expect(tdsOnReceipt({ ...invoice, feesPaise: 100_000, date: '2026-03-31' }).section.section).toBe('194J');
  });

  it('takes 10% of the fees without GST, exempt fees included (₹10,000 taxed + ₹2,000 exempt → ₹1,200)', () => {
    // The caller passes the service lines only: a ₹500 reimbursement (Rule 33) is not in feesPaise.
    expect(tdsOnReceipt({ ...invoice, feesPaise: 1_200_000 })).toMatchObject({
      basePaise: 1_200_000,
      suggestedPaise: 120_000,
    });
  });

  it('takes off the fees credit notes reversed (CBDT Circular 23/2017 keeps GST out of both)', () => {
    expect(tdsOnReceipt({ ...invoice, feesPaise: 1_200_000, creditedFeesPaise: 200_000 })).toMatchObject({
      basePaise: 1_000_000,
      suggestedPaise: 100_000,
    });
    expect(tdsOnReceipt({ ...invoice, feesPaise: 100_000, creditedFeesPaise: 100_000 })).toMatchObject({
      basePaise: 0,
      suggestedPaise: 0,
    });
  });

  it('rounds half a paisa up, leaves out TDS already recorded and never passes the balance', () => {
    expect(tdsOnReceipt({ ...invoice, feesPaise: 123_456 }).suggestedPaise).toBe(12_346);
    expect(tdsOnReceipt({ ...invoice, feesPaise: 123_454 }).suggestedPaise).toBe(12_345);
    expect(tdsOnReceipt({ ...invoice, feesPaise: 100_000, deductedPaise: 4_000 }).suggestedPaise).toBe(6_000);
    expect(tdsOnReceipt({ ...invoice, feesPaise: 100_000, deductedPaise: 12_000 }).suggestedPaise).toBe(0);
    expect(tdsOnReceipt({ ...invoice, feesPaise: 100_000, balancePaise: 4_000 }).suggestedPaise).toBe(4_000);
    expect(tdsOnReceipt({ ...invoice, feesPaise: 100_000, balancePaise: 0 }).suggestedPaise).toBe(0);
  });
});
