import { describe, expect, it } from 'vitest';
import { formatInvoiceDate, formatRupees, imageDataUrl } from './invoice-format';

describe('formatRupees', () => {
  it.each([
    ['0.00', '0.00'],
    ['999.00', '999.00'],
    ['1000.00', '1,000.00'],
    ['99999.99', '99,999.99'],
    ['120000.00', '1,20,000.00'],
    ['12345678.90', '1,23,45,678.90'],
    ['100000000.00', '10,00,00,000.00'],
    ['-0.40', '-0.40'],
    ['4500', '4,500.00'],
    ['4500.5', '4,500.50'],
  ])('writes %s as %s', (amount, shown) => {
    expect(formatRupees(amount)).toBe(shown);
  });

  it('shows anything that is not an amount unchanged', () => {
    expect(formatRupees('n/a')).toBe('n/a');
  });
});

describe('formatInvoiceDate', () => {
  it('writes dates as dd/MM/yyyy', () => {
    expect(formatInvoiceDate('2026-04-01')).toBe('01/04/2026');
  });
  it("writes dates in the practice's chosen format", () => {
    expect(formatInvoiceDate('2026-04-01', 'DD/MM/YYYY')).toBe('01/04/2026');
    expect(formatInvoiceDate('2026-04-01', 'MM/DD/YYYY')).toBe('04/01/2026');
    expect(formatInvoiceDate('2026-04-01', 'YYYY-MM-DD')).toBe('2026-04-01');
    expect(formatInvoiceDate('not a date', 'MM/DD/YYYY')).toBe('not a date');
  });
});

describe('imageDataUrl', () => {
  it('makes a data: URL of a PNG', () => {
    expect(imageDataUrl({ mime: 'image/png', base64: 'iVBORw0KGgo=' })).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('refuses other types and anything that is not base64', () => {
    expect(imageDataUrl({ mime: 'text/html', base64: 'PGI+' })).toBeNull();
    expect(imageDataUrl({ mime: 'image/png', base64: 'x" onerror="1' })).toBeNull();
    expect(imageDataUrl(null)).toBeNull();
  });
});
