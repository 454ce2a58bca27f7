import type { BankCandidate, BankLine } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { candidateTitle, decidedText } from './line-text';

const candidate = (over: Partial<BankCandidate>): BankCandidate => ({
  rank: 0,
  kind: 'invoice',
  clientId: 'c',
  clientName: 'Sharma Traders Pvt Ltd',
  invoices: [],
  amount: '54000.00',
  tdsAmount: '5000.00',
  tdsRateBp: 1000,
  strong: true,
  reason: '',
  ...over,
});
const invoice = (invoiceNumber: string) => ({
  id: invoiceNumber,
  invoiceNumber,
  date: '2026-11-01',
  balance: '1.00',
  amount: '1.00',
  tdsAmount: '0.00',
});

describe('a line’s match in words', () => {
  it('names the client and the invoices, or the advance', () => {
    expect(candidateTitle(candidate({ invoices: [invoice('INV-1042'), invoice('INV-1043')] }))).toBe(
      'Sharma Traders Pvt Ltd · INV-1042 + INV-1043',
    );
    expect(candidateTitle(candidate({ kind: 'advance' }))).toBe('Sharma Traders Pvt Ltd · advance');
  });

  it('says what deciding the line made', () => {
    const line = { status: 'matched', ignoreReason: null, matches: [] } as unknown as BankLine;
    const match = { invoiceNumber: 'INV-1042', receiptNumber: 'RCT/26-27/001', tdsAmount: '5000.00' };
    expect(decidedText({ ...line, matches: [match] } as unknown as BankLine)).toBe(
      'INV-1042 · receipt RCT/26-27/001 · TDS ₹5,000.00',
    );
    expect(decidedText({ ...line, status: 'ignored', ignoreReason: 'Own transfer' })).toBe(
      'Ignored: Own transfer',
    );
  });
});
