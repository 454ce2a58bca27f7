import { describe, expect, it } from 'vitest';
import { invoiceActions } from './invoice-actions';

describe('what an invoice offers', () => {
  it('a draft can be issued, sent, marked done and reverted, but takes no payment', () => {
    expect(invoiceActions({ status: 'Generated', balance: '5900.00', paidAmount: '0.00' })).toEqual({
      issue: true,
      send: true,
      recordPayment: false,
      markDone: true,
      revert: true,
    });
  });
  it('an issued invoice is paid, not issued again nor reverted', () => {
    expect(invoiceActions({ status: 'Sent', balance: '5900.00', paidAmount: '0.00' })).toEqual({
      issue: false,
      send: true,
      recordPayment: true,
      markDone: true,
      revert: false,
    });
  });
  it('a done invoice is only viewed and downloaded', () => {
    expect(invoiceActions({ status: 'Done', balance: '0.00', paidAmount: '5900.00' })).toEqual({
      issue: false,
      send: false,
      recordPayment: false,
      markDone: false,
      revert: false,
    });
  });
  it('nothing is left to pay on a fully paid invoice', () => {
    expect(invoiceActions({ status: 'Sent', balance: '0.00', paidAmount: '5900.00' }).recordPayment).toBe(
      false,
    );
  });
});
