import { describe, expect, it } from 'vitest';
import { fileSize, portalDate, receivedText, rupees } from './format';

describe('portal formats', () => {
  it('shows a calendar date as DD/MM/YYYY, never shifted by time zone', () => {
    expect(portalDate('2026-12-05')).toBe('05/12/2026');
    expect(portalDate('2027-01-31')).toBe('31/01/2027');
  });

  it('shows a timestamp as its local day', () => {
    const local = new Date(2026, 10, 3, 23, 50);
    expect(portalDate(local.toISOString())).toBe('03/11/2026');
  });

  it('answers nothing for text that is not a date', () => {
    expect(portalDate('soon')).toBe('');
  });

  it('shows sizes in bytes, KB and MB with Indian grouping', () => {
    expect(fileSize(812)).toBe('812 bytes');
    expect(fileSize(46_387)).toBe('45.3 KB');
    expect(fileSize(25 * 1024 * 1024)).toBe('25 MB');
    expect(fileSize(123_456 * 1024 * 1024)).toBe('1,23,456 MB');
  });

  it('counts what was received', () => {
    expect(receivedText(2, 3)).toBe('2 of 3 received');
  });

  it('shows money in rupees grouped the Indian way', () => {
    expect(rupees('118000.00')).toBe('₹1,18,000.00');
    expect(rupees('12345678.5')).toBe('₹1,23,45,678.50');
    expect(rupees('0.00')).toBe('₹0.00');
    expect(rupees('-500.00')).toBe('−₹500.00');
  });
});
