// The invoicing screen's tabs as the URL names them; anything else is the Pending tab. Unbilled
// is the screen's own (finished work before it is Pending), not an invoice list status; so are
// Advances & Retainers (a client's money received ahead and its recurring fees), TDS receivable
// (what clients deducted from their payments), Reported payments (clients' 'I have paid' from the
// portal, to confirm or reject), Bank reconciliation (statements matched to invoices, Admin only)
// and GST returns (the practice's GSTR-1, Admin only).
import { INVOICE_TABS, type InvoiceTab } from '@practice-desk/contracts';

export type ScreenTab =
  | InvoiceTab
  | 'reported'
  | 'unbilled'
  | 'advances'
  | 'tds'
  | 'reconcile'
  | 'gst-returns';
export const SCREEN_TABS: readonly ScreenTab[] = [
  ...INVOICE_TABS,
  'reported',
  'unbilled',
  'advances',
  'tds',
  'reconcile',
  'gst-returns',
];
/** GSTR-1 is the whole practice's return, a bank statement the whole practice's money: their tabs
 * are the Admin's (api gst/routes.ts and bank-statements/match/routes.ts say why). */
export const ADMIN_TABS: readonly ScreenTab[] = ['reconcile', 'gst-returns'];

export const TAB_LABELS: Record<ScreenTab, string> = {
  pending: 'Pending Invoices',
  generated: 'Invoices Generated',
  sent: 'Invoices Sent',
  reported: 'Reported payments',
  unbilled: 'Unbilled',
  advances: 'Advances & Retainers',
  tds: 'TDS receivable',
  reconcile: 'Bank reconciliation',
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
