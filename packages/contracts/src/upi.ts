// UPI payments without a gateway: the practice's UPI ID (VPA) and the `upi://pay` link a payer's
// UPI app opens, pre-filled with the payee, the amount and a note. Pure; the API renders the link
// as a QR code and the portal offers it as a link on phones.
import * as v from 'valibot';
import { paiseText } from './money';

export const UPI_MESSAGES = {
  upiId: 'Enter the UPI ID as name@bank (e.g. sharmaassociates@okhdfcbank), or leave it blank',
  payeeName: 'Keep the UPI payee name to 100 characters',
} as const;

/** A VPA: a handle of letters, digits, '.', '-' or '_', then '@' and the PSP's letters. */
const VPA = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const isUpiId = (text: string) => VPA.test(text);

/** Invoice settings' UPI ID: optional; stored in lower case (UPI IDs are not case-sensitive). */
export const UpiIdInput = v.optional(
  v.nullable(
    v.union(
      [
        v.pipe(v.string(), v.trim(), v.length(0)),
        v.pipe(
          v.string(),
          v.trim(),
          v.toLowerCase(),
          v.maxLength(255, UPI_MESSAGES.upiId),
          v.check(isUpiId, UPI_MESSAGES.upiId),
        ),
      ],
      UPI_MESSAGES.upiId,
    ),
  ),
);

/** The payee name's longest: what a UPI app shows on one line, within the link's length. */
export const UPI_PAYEE_NAME_MAX = 100;

/** Invoice settings' UPI payee name: optional plain text. */
export const UpiPayeeNameInput = v.optional(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(UPI_PAYEE_NAME_MAX, UPI_MESSAGES.payeeName))),
);

export interface UpiPayment {
  /** The payee's VPA (invoice settings' UPI ID). */
  upiId: string;
  /** The payee's name, as the payer's app shows it. */
  payeeName: string;
  /** What to pay, in integer paise (the invoice's balance). */
  amountPaise: number;
  /** The transaction note: the invoice number, so the payment names what it settles. */
  note: string;
}

// Each value percent-encoded (a space as %20, never '+', which some UPI apps show as it is); '@'
// kept as it is, as the specification's own examples write the VPA.
const encode = (value: string) => encodeURIComponent(value).replace(/%40/g, '@');

/**
 * The UPI payment link of NPCI's "UPI Linking Specifications" (version 1.6, "Common URL
 * specifications for deep linking and proximity integration", §1.2 Link Specification and
 * Parameters; §2.2: a QR code carries the same link): `upi://pay?pa=<VPA>&pn=<payee name>
 * &am=<amount>&cu=INR&tn=<note>`, every value URL-encoded, the amount in rupees with two decimals.
 */
export function upiPaymentUri({ upiId, payeeName, amountPaise, note }: UpiPayment): string {
  if (!Number.isSafeInteger(amountPaise) || amountPaise <= 0)
    throw new Error(`not an amount to pay: ${amountPaise}`);
  const params: [string, string][] = [
    ['pa', upiId.trim()],
    ['pn', payeeName.trim()],
    ['am', paiseText(amountPaise)],
    ['cu', 'INR'],
    ['tn', note.trim()],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encode(value)}`).join('&')}`;
}
