import { describe, expect, it } from 'vitest';
import { invoiceTabOf, isInvoiceTab, isScreenTab } from './invoice-tabs';

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

describe('the Unbilled tab', () => {
  it('is a tab of the screen but not an invoice list', () => {
    expect(isScreenTab('unbilled')).toBe(true);
    expect(isInvoiceTab('unbilled')).toBe(false);
    expect(isScreenTab('drafts')).toBe(false);
  });
});

describe('the Advances & Retainers tab', () => {
  it('is a tab of the screen but not an invoice list', () => {
    expect(isScreenTab('advances')).toBe(true);
    expect(isInvoiceTab('advances')).toBe(false);
  });
});

describe('the Reported payments tab', () => {
  it('is a tab of the screen but not an invoice list', () => {
    expect(isScreenTab('reported')).toBe(true);
    expect(isInvoiceTab('reported')).toBe(false);
  });
});
