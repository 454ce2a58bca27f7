import { describe, expect, it } from 'vitest';
import { invoiceActions } from './invoice-actions';

describe('what an invoice offers', () => {
  it('a generated invoice can be sent, paid, marked done and reverted', () => {
    expect(invoiceActions({ status: 'Generated', balance: '5900.00', paidAmount: '0.00' })).toEqual({
      send: true,
      recordPayment: true,
      markDone: true,
      revert: true,
    });
  });
  it('a sent invoice is no longer reverted', () => {
    expect(invoiceActions({ status: 'Sent', balance: '5900.00', paidAmount: '0.00' }).revert).toBe(false);
  });
  it('a generated invoice with a payment is not reverted', () => {
    expect(invoiceActions({ status: 'Generated', balance: '900.00', paidAmount: '5000.00' }).revert).toBe(
      false,
    );
  });
  it('a done invoice is only viewed and downloaded', () => {
    expect(invoiceActions({ status: 'Done', balance: '0.00', paidAmount: '5900.00' })).toEqual({
      send: false,
      recordPayment: false,
      markDone: false,
      revert: false,
    });
  });
  it("a retainer's draft is paid only once it is issued and numbered", () => {
    const draft = { status: 'Generated', balance: '5900.00', paidAmount: '0.00' } as const;
    expect(invoiceActions({ ...draft, invoiceNumber: null }).recordPayment).toBe(false);
    expect(invoiceActions({ ...draft, invoiceNumber: 'INV-1001' }).recordPayment).toBe(true);
  });
  it('nothing is left to pay on a fully paid invoice', () => {
    expect(invoiceActions({ status: 'Sent', balance: '0.00', paidAmount: '5900.00' }).recordPayment).toBe(
      false,
    );
  });
});
