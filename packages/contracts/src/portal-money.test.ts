import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PaymentNoticeBody, PORTAL_MONEY_MESSAGES, portalInvoiceStatus } from './portal-money';

describe("an invoice's status in the portal", () => {
  const invoice = {
    totalPaise: 1_180_000,
    paidPaise: 0,
    tdsPaise: 0,
    creditedPaise: 0,
    advanceAdjustedPaise: 0,
    dueDate: '2026-12-15',
  };

  it('is Due until something settles it, then Part paid, then Paid', () => {
    expect(portalInvoiceStatus(invoice, '2026-12-01')).toBe('Due');
    expect(portalInvoiceStatus({ ...invoice, paidPaise: 100_000 }, '2026-12-01')).toBe('Part paid');
    expect(portalInvoiceStatus({ ...invoice, creditedPaise: 100_000 }, '2026-12-01')).toBe('Part paid');
    expect(portalInvoiceStatus({ ...invoice, paidPaise: 1_062_000, tdsPaise: 118_000 }, '2026-12-01')).toBe(
      'Paid',
    );
  });

  it('is Overdue past its due date while a balance is left, on the practice’s date', () => {
    expect(portalInvoiceStatus(invoice, '2026-12-15')).toBe('Due');
    expect(portalInvoiceStatus(invoice, '2026-12-16')).toBe('Overdue');
    expect(portalInvoiceStatus({ ...invoice, paidPaise: 1_180_000 }, '2027-01-01')).toBe('Paid');
  });
});

describe("'I have paid'", () => {
  const body = { amount: '11800', date: '2026-12-01', reference: 'UTR 412345678901' };

  it('takes an amount, a date and a reference', () => {
    expect(v.parse(PaymentNoticeBody, body)).toEqual(body);
  });

  it('asks for the reference and an amount as typed, each with its own words', () => {
    const missing = v.safeParse(PaymentNoticeBody, { ...body, reference: '  ' });
    expect(missing.issues?.[0]?.message).toBe(PORTAL_MONEY_MESSAGES.reference);
    for (const amount of ['0', '0.00', '-100', '11,800', 'abc', '1.234']) {
      const wrong = v.safeParse(PaymentNoticeBody, { ...body, amount });
      expect(wrong.issues?.[0]?.message).toBe(PORTAL_MONEY_MESSAGES.amount);
    }
    const long = v.safeParse(PaymentNoticeBody, { ...body, reference: 'x'.repeat(101) });
    expect(long.issues?.[0]?.message).toBe(PORTAL_MONEY_MESSAGES.referenceTooLong);
  });
});
