// The invoice-settings form's values: the settings less the images (uploaded on their own) and the
// next invoice number (the server's). Its own file so the form's sections can name it without
// importing the form that imports them.
import type { InvoiceSettings } from '@practice-desk/contracts';

export type InvoiceSettingsValues = Omit<
  InvoiceSettings,
  'companyLogo' | 'authorizedStamp' | 'nextInvoiceNumber'
>;
