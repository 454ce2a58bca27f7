// The invoicing screen's tabs as the URL names them; anything else is the Pending tab. Unbilled
// is the screen's own (finished work before it is Pending), not an invoice list status.
import { INVOICE_TABS, type InvoiceTab } from '@practice-desk/contracts';

export type ScreenTab = InvoiceTab | 'unbilled' | 'gst-returns';
export const SCREEN_TABS: readonly ScreenTab[] = [...INVOICE_TABS, 'unbilled', 'gst-returns'];
/** GSTR-1 is the whole practice's return: its tab is the Admin's (api gst/routes.ts says why). */
export const ADMIN_TABS: readonly ScreenTab[] = ['gst-returns'];

export const TAB_LABELS: Record<ScreenTab, string> = {
  pending: 'Pending Invoices',
  generated: 'Invoices Generated',
  sent: 'Invoices Sent',
  unbilled: 'Unbilled',
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
