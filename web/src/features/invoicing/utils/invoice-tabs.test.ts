import { describe, expect, it } from 'vitest';
import { invoiceTabOf, isInvoiceTab } from './invoice-tabs';

describe('the invoicing tab in the URL', () => {
  it('keeps the three known tabs', () => {
    expect(invoiceTabOf('pending')).toBe('pending');
    expect(invoiceTabOf('generated')).toBe('generated');
    expect(invoiceTabOf('sent')).toBe('sent');
  });
  it('shows Pending for an unknown or missing tab', () => {
    expect(invoiceTabOf('drafts')).toBe('pending');
    expect(invoiceTabOf(undefined)).toBe('pending');
    expect(isInvoiceTab('drafts')).toBe(false);
  });
});
