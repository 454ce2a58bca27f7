// The UPI QR code says exactly the upi://pay link it is made for, read back by an independent
// decoder, for a plain link and for one whose payee name and note need escaping.
import { upiPaymentUri } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { decodeQrSvg } from '../../test/qr';
import { qrSvg } from './upi';

describe('the UPI QR code', () => {
  it('decodes to the link it was made for', () => {
    const cases = [
      {
        upiId: 'sharma.associates@okhdfcbank',
        payeeName: 'Sharma & Associates',
        amountPaise: 5_900_000,
        note: 'INV-1042',
      },
      { upiId: 'desk@ybl', payeeName: 'Rao, Iyer + Co. (CAs)', amountPaise: 1, note: 'INV/2026-27/0007' },
      {
        upiId: 'a.b-c_d@axisbank',
        payeeName: 'Kulkarni Joshi Chartered Accountants LLP',
        amountPaise: 99_999_999_99,
        note: 'INV-99999',
      },
    ];
    for (const payment of cases) {
      const uri = upiPaymentUri(payment);
      expect(decodeQrSvg(qrSvg(uri))).toBe(uri);
    }
  });

  it('finds no code in an empty drawing', () => {
    expect(decodeQrSvg('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"></svg>')).toBeNull();
  });
});
