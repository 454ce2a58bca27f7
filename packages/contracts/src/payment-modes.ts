// How a payment or an advance was received: one list for invoices' payments and advances alike
// (its own file so advances.ts and invoices.ts both read it without importing each other).
export const PAYMENT_MODES = ['Bank Transfer', 'UPI', 'Cheque', 'Cash', 'Card', 'Other'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
