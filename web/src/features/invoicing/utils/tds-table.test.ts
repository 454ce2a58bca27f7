import { describe, expect, it } from 'vitest';
import { recentFinancialYears, tdsByClient } from './tds-table';

const row = (clientId: string, quarter: 1 | 2 | 3 | 4, tdsAmount: string, payments = 1) => ({
  clientId,
  clientName: clientId.toUpperCase(),
  gstin: null,
  pan: null,
  quarter,
  tdsAmount,
  payments,
});

describe('the TDS-receivable table', () => {
  it('puts each client on one row with its quarters and a total, summed in paise', () => {
    expect(tdsByClient([row('a', 1, '0.10', 2), row('a', 4, '0.20'), row('b', 2, '500.00')])).toEqual([
      expect.objectContaining({
        clientId: 'a',
        quarters: { 1: '0.10', 2: null, 3: null, 4: '0.20' },
        total: '0.30',
        payments: 3,
      }),
      expect.objectContaining({
        clientId: 'b',
        quarters: { 1: null, 2: '500.00', 3: null, 4: null },
        total: '500.00',
      }),
    ]);
  });

  it('offers this financial year and the ones before it', () => {
    expect(recentFinancialYears('2027-03-31', 3)).toEqual(['2026-27', '2025-26', '2024-25']);
    expect(recentFinancialYears('2027-04-01', 2)).toEqual(['2027-28', '2026-27']);
  });
});
