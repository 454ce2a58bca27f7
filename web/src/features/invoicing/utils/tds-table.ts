// The TDS-receivable report as the screen lays it out: one row per client with its four
// financial-year quarters side by side (as Form 26AS is read, quarter by quarter), and the
// financial years to pick from. Sums in integer paise.
import {
  type FyQuarter,
  financialYearRange,
  type Money,
  moneyOf,
  paiseOf,
  type TdsReceivableRow,
} from '@practice-desk/contracts';

export interface TdsClientRow {
  clientId: string;
  clientName: string;
  gstin: string | null;
  pan: string | null;
  quarters: Record<FyQuarter, Money | null>;
  total: Money;
  payments: number;
}

export function tdsByClient(rows: TdsReceivableRow[]): TdsClientRow[] {
  const clients = new Map<string, TdsClientRow & { paise: number }>();
  for (const row of rows) {
    const client = clients.get(row.clientId) ?? {
      clientId: row.clientId,
      clientName: row.clientName,
      gstin: row.gstin,
      pan: row.pan,
      quarters: { 1: null, 2: null, 3: null, 4: null },
      total: '0.00',
      payments: 0,
      paise: 0,
    };
    client.quarters[row.quarter] = row.tdsAmount;
    client.paise += paiseOf(row.tdsAmount);
    client.payments += row.payments;
    clients.set(row.clientId, client);
  }
  return [...clients.values()].map(({ paise, ...client }) => ({ ...client, total: moneyOf(paise) }));
}

/** This financial year and the `count − 1` before it, newest first: '2026-27', '2025-26', ... */
export function recentFinancialYears(today: string, count = 5): string[] {
  const start = Number(financialYearRange(today).label.slice(0, 4));
  return Array.from({ length: count }, (_, i) => financialYearRange(`${start - i}-04-01`).label);
}
