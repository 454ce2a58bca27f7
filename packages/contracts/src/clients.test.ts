import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ClientBody, isPhone } from './clients';
import { VALIDATION } from './messages';

describe('client form rules', () => {
  it('accepts Indian phone numbers written in the usual ways', () => {
    for (const phone of ['9876543210', '+91 98765 43210', '(020) 2553-1234', '020.2553.1234'])
      expect(isPhone(phone)).toBe(true);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('98765abc10')).toBe(false);
  });

  it('upper-cases GST and sends an empty one as absent', () => {
    const ok = v.parse(ClientBody, { name: ' Acme ', address: 'Pune', gst: '27aapfu0939f1zv' });
    expect(ok.gst).toBe('27AAPFU0939F1ZV');
    expect(ok.name).toBe('Acme');
    expect(v.parse(ClientBody, { name: 'A', address: 'B', gst: '' }).gst).toBeNull();
  });

  it('names each problem with the spec message', () => {
    const result = v.safeParse(ClientBody, {
      name: ' ',
      address: '',
      email: 'x@',
      phone: '12',
      gst: '27AAPFU0939F1Z',
    });
    const messages = result.issues?.map((i) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        VALIDATION.clientNameRequired,
        VALIDATION.addressRequired,
        VALIDATION.invalidEmail,
        VALIDATION.invalidPhone,
        VALIDATION.invalidGstin,
      ]),
    );
  });

  it('tells a wrong check digit apart from a wrong format', () => {
    const result = v.safeParse(ClientBody, { name: 'A', address: 'B', gst: '24AAHFG2234H1ZH' });
    expect(result.issues?.[0]?.message).toBe(VALIDATION.gstinCheckDigit);
  });
});
