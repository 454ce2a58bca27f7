import { describe, expect, it } from 'vitest';
import { invoiceMoneyStatus, type MoneyStatusInput } from './invoice-money-status';

const issued: MoneyStatusInput = {
  status: 'Sent',
  dueDate: '2026-11-20',
  sentAt: '2026-11-05T10:00:00Z',
  totalPaise: 118_000,
  paidPaise: 0,
  tdsPaise: 0,
  creditedPaise: 0,
};

describe('an invoice money status', () => {
  it('reads Draft before it is issued, whatever its dates', () => {
    expect(invoiceMoneyStatus({ ...issued, status: 'Generated', sentAt: null }, '2026-12-30')).toBe('Draft');
  });
  it('reads Sent, or Issued when never mailed, until its due date', () => {
    expect(invoiceMoneyStatus(issued, '2026-11-20')).toBe('Sent');
    expect(invoiceMoneyStatus({ ...issued, sentAt: null }, '2026-11-20')).toBe('Issued');
  });
  it('reads Part paid once a payment, TDS or an advance settled part of it', () => {
    expect(invoiceMoneyStatus({ ...issued, paidPaise: 50_000 }, '2026-11-20')).toBe('Part paid');
    expect(invoiceMoneyStatus({ ...issued, tdsPaise: 10_000 }, '2026-11-20')).toBe('Part paid');
    expect(invoiceMoneyStatus({ ...issued, advanceAdjustedPaise: 10_000 }, '2026-11-20')).toBe('Part paid');
  });
  it('reads Overdue the day after its due date while a balance is left', () => {
    expect(invoiceMoneyStatus({ ...issued, paidPaise: 50_000 }, '2026-11-21')).toBe('Overdue');
  });
  it('reads Paid when nothing is left, and Done when the practice closed it with a balance', () => {
    expect(invoiceMoneyStatus({ ...issued, status: 'Done', paidPaise: 118_000 }, '2026-12-30')).toBe('Paid');
    expect(invoiceMoneyStatus({ ...issued, status: 'Done', paidPaise: 1_000 }, '2026-12-30')).toBe('Done');
  });
});
