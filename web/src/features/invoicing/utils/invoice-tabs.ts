// The invoicing screen's tabs as the URL names them; anything else is the Pending tab. Unbilled
// is the screen's own (finished work before it is Pending), not an invoice list status; so are
// Advances & Retainers (a client's money received ahead and its recurring fees), TDS receivable
// (what clients deducted from their payments) and GST returns (the practice's GSTR-1, Admin only).
import { INVOICE_TABS, type InvoiceTab } from '@practice-desk/contracts';

export type ScreenTab = InvoiceTab | 'unbilled' | 'advances' | 'tds' | 'gst-returns';
export const SCREEN_TABS: readonly ScreenTab[] = [
  ...INVOICE_TABS,
  'unbilled',
  'advances',
  'tds',
  'gst-returns',
];
/** GSTR-1 is the whole practice's return: its tab is the Admin's (api gst/routes.ts says why). */
export const ADMIN_TABS: readonly ScreenTab[] = ['gst-returns'];

export const TAB_LABELS: Record<ScreenTab, string> = {
  pending: 'Pending Invoices',
  generated: 'Invoices Generated',
  sent: 'Invoices Sent',
  unbilled: 'Unbilled',
  advances: 'Advances & Retainers',
  tds: 'TDS receivable',
  'gst-returns': 'GST returns',
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
