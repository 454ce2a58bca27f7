// The invoicing screen's tabs as the URL names them; anything else is the Pending tab. Unbilled
// is the screen's own (finished work before it is Pending), not an invoice list status; so are
// Advances & Retainers (a client's money received ahead and its recurring fees) and TDS receivable
// (what clients deducted from their payments).
import { INVOICE_TABS, type InvoiceTab } from '@practice-desk/contracts';

export type ScreenTab = InvoiceTab | 'unbilled' | 'advances' | 'tds';
export const SCREEN_TABS: readonly ScreenTab[] = [...INVOICE_TABS, 'unbilled', 'advances', 'tds'];

export const TAB_LABELS: Record<ScreenTab, string> = {
  pending: 'Pending Invoices',
  generated: 'Invoices Generated',
  sent: 'Invoices Sent',
  unbilled: 'Unbilled',
  advances: 'Advances & Retainers',
  tds: 'TDS receivable',
};

export function isInvoiceTab(tab: string | undefined): tab is InvoiceTab {
  return (INVOICE_TABS as readonly string[]).includes(tab ?? '');
}

export function isScreenTab(tab: string | undefined): tab is ScreenTab {
  return (SCREEN_TABS as readonly string[]).includes(tab ?? '');
}

export function invoiceTabOf(tab: string | undefined): InvoiceTab {
  return isInvoiceTab(tab) ? tab : 'pending';
}
