import { describe, expect, it } from 'vitest';
import {
  financialYearOf,
  formatInvoiceNumber,
  invoiceFileName,
  isValidInvoiceNumber,
} from './invoice-numbers';
import { formatIndianPaise, paiseText } from './money';

describe('invoice numbers', () => {
  it('finds the financial year, April to March', () => {
    expect(financialYearOf('2026-04-01')).toBe('26-27');
    expect(financialYearOf('2027-03-31')).toBe('26-27');
    expect(financialYearOf('2099-12-01')).toBe('99-00');
  });

  it('numbers continuously or per financial year', () => {
    expect(formatInvoiceNumber('INV-', 1001, null)).toBe('INV-1001');
    expect(formatInvoiceNumber('INV/', 1, '26-27')).toBe('INV/26-27/001');
    expect(isValidInvoiceNumber('INV/26-27/001')).toBe(true);
    expect(isValidInvoiceNumber('INVOICE-PRACTICE-1')).toBe(false);
    expect(isValidInvoiceNumber('INV 1')).toBe(false);
    expect(invoiceFileName('INV/26-27/001')).toBe('INV-26-27-001.pdf');
  });
});

describe('money', () => {
  it('writes paise as rupees with two decimals', () => {
    expect(paiseText(450050)).toBe('4500.50');
    expect(paiseText(-40)).toBe('-0.40');
    expect(formatIndianPaise(1234567850)).toBe('1,23,45,678.50');
  });
});
