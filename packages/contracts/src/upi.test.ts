import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isUpiId, UPI_MESSAGES, UpiIdInput, upiPaymentUri } from './upi';

describe('the UPI payment link', () => {
  const payment = {
    upiId: 'sharmaassociates@okhdfcbank',
    payeeName: 'Sharma & Associates',
    amountPaise: 14160100,
    note: 'INV/26-27/001',
  };

  it('names the payee, the amount with two decimals, INR and the invoice number, in that order', () => {
    expect(upiPaymentUri(payment)).toBe(
      'upi://pay?pa=sharmaassociates@okhdfcbank&pn=Sharma%20%26%20Associates&am=141601.00&cu=INR&tn=INV%2F26-27%2F001',
    );
  });

  it('writes paise as two decimals and a space as %20, never +', () => {
    const uri = upiPaymentUri({ ...payment, payeeName: 'A B', amountPaise: 5 });
    expect(uri).toContain('pn=A%20B');
    expect(uri).toContain('am=0.05');
    expect(uri).not.toContain('+');
  });

  it('reads back to the same values through a URL parser', () => {
    const url = new URL(upiPaymentUri({ ...payment, payeeName: 'Joshi, Rao & Co. (Pune)' }));
    expect(url.protocol).toBe('upi:');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      pa: 'sharmaassociates@okhdfcbank',
      pn: 'Joshi, Rao & Co. (Pune)',
      am: '141601.00',
      cu: 'INR',
      tn: 'INV/26-27/001',
    });
  });

  it('refuses nothing or a negative amount to pay', () => {
    expect(() => upiPaymentUri({ ...payment, amountPaise: 0 })).toThrow();
    expect(() => upiPaymentUri({ ...payment, amountPaise: -100 })).toThrow();
  });
});

describe('the UPI ID', () => {
  it('takes name@bank handles', () => {
    for (const id of ['sharma@okhdfcbank', 'ca.sharma-01@ybl', '9876543210@paytm', 'a_b@upi'])
      expect(isUpiId(id)).toBe(true);
  });

  it('refuses what is not one', () => {
    for (const id of [
      'sharma',
      '@okhdfc',
      'a@b',
      'sharma@',
      'sharma@@hdfc',
      'sh arma@hdfc',
      'sharma@hdfc.com',
    ])
      expect(isUpiId(id)).toBe(false);
  });

  it('is optional, trimmed and kept in lower case, with a message saying what to type', () => {
    expect(v.parse(UpiIdInput, ' Sharma@OkHDFCBank ')).toBe('sharma@okhdfcbank');
    expect(v.parse(UpiIdInput, '')).toBe('');
    expect(v.parse(UpiIdInput, undefined)).toBeUndefined();
    const wrong = v.safeParse(UpiIdInput, 'sharma');
    expect(wrong.success).toBe(false);
    expect(wrong.issues?.[0]?.message).toBe(UPI_MESSAGES.upiId);
  });
});
