// The invoicing screen's tabs as the URL names them; anything else is the Pending tab.
import { INVOICE_TABS, type InvoiceTab } from '@practice-desk/contracts';

export const TAB_LABELS: Record<InvoiceTab, string> = {
  pending: 'Pending Invoices',
  generated: 'Invoices Generated',
  sent: 'Invoices Sent',
};

export function isInvoiceTab(tab: string | undefined): tab is InvoiceTab {
  return (INVOICE_TABS as readonly string[]).includes(tab ?? '');
}

export function invoiceTabOf(tab: string | undefined): InvoiceTab {
  return isInvoiceTab(tab) ? tab : 'pending';
}
