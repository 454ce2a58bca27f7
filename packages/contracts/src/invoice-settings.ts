// Invoice settings of spec §3 plus the SAC code, GST rate and the practice's state.
import * as v from 'valibot';
import { GstNumber, isPhone, StateCode } from './clients';
import { VALIDATION } from './messages';
import { UpiIdInput, UpiPayeeNameInput } from './upi';

export const INVOICE_SETTINGS_MESSAGES = {
  ifsc: 'IFSC code must be 11 characters: 4 letters, 0, then 6 letters or digits (e.g. HDFC0001234)',
  account: 'Account number must be 9 to 18 digits',
  sac: 'SAC code must be 6 digits',
  gstRate: 'GST rate must be between 0 and 28',
  prefix: 'Prefix may use letters, digits, / and - (up to 12 characters)',
  startingNumber: 'Starting invoice number must be a whole number of at least 1',
  belowIssued: (n: number) => `Invoice numbers up to ${n} are already issued; start above it`,
  dueDays: 'Default due days must be between 0 and 365',
  image: 'Upload a PNG, JPEG or WebP image of at most 1 MB',
  imageSize: 'The image must be between 50×20 and 2000×2000 pixels',
} as const;

const Optional = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max))));

export const InvoiceSettingsBody = v.object({
  invoicePrefix: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z0-9/-]{0,12}$/, INVOICE_SETTINGS_MESSAGES.prefix),
  ),
  startingInvoiceNumber: v.pipe(
    v.number(INVOICE_SETTINGS_MESSAGES.startingNumber),
    v.integer(INVOICE_SETTINGS_MESSAGES.startingNumber),
    v.minValue(1, INVOICE_SETTINGS_MESSAGES.startingNumber),
  ),
  /** Restart the sequence each financial year, with the year in the number (INV/26-27/001). */
  yearlyNumbering: v.optional(v.boolean(), false),
  /** Files GSTR-1 quarterly under QRMP (periods '2026-Q4'); otherwise monthly. */
  gstr1Quarterly: v.optional(v.boolean(), false),
  defaultDueDays: v.pipe(
    v.number(INVOICE_SETTINGS_MESSAGES.dueDays),
    v.integer(INVOICE_SETTINGS_MESSAGES.dueDays),
    v.minValue(0, INVOICE_SETTINGS_MESSAGES.dueDays),
    v.maxValue(365, INVOICE_SETTINGS_MESSAGES.dueDays),
  ),
  defaultTerms: v.pipe(v.string(), v.maxLength(4000)),
  showTaskAssignee: v.boolean(),
  companyName: v.pipe(
    v.string(VALIDATION.companyNameRequired),
    v.trim(),
    v.minLength(1, VALIDATION.companyNameRequired),
    v.maxLength(200),
  ),
  companyEmail: v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(VALIDATION.invalidEmail)),
  companyPhone: v.optional(
    v.nullable(
      v.union(
        [
          v.pipe(v.string(), v.trim(), v.length(0)),
          v.pipe(v.string(), v.trim(), v.check(isPhone, VALIDATION.invalidPhone)),
        ],
        VALIDATION.invalidPhone,
      ),
    ),
  ),
  companyAddress: v.pipe(
    v.string(VALIDATION.addressRequired),
    v.trim(),
    v.minLength(1, VALIDATION.addressRequired),
    v.maxLength(1000),
  ),
  stateCode: StateCode,
  bankName: Optional(120),
  branchName: Optional(120),
  accountNumber: v.optional(
    v.nullable(
      v.union(
        [
          v.pipe(v.string(), v.length(0)),
          v.pipe(v.string(), v.trim(), v.regex(/^\d{9,18}$/, INVOICE_SETTINGS_MESSAGES.account)),
        ],
        INVOICE_SETTINGS_MESSAGES.account,
      ),
    ),
  ),
  ifscCode: v.optional(
    v.nullable(
      v.union(
        [
          v.pipe(v.string(), v.length(0)),
          v.pipe(
            v.string(),
            v.trim(),
            v.toUpperCase(),
            v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, INVOICE_SETTINGS_MESSAGES.ifsc),
          ),
        ],
        INVOICE_SETTINGS_MESSAGES.ifsc,
      ),
    ),
  ),
  gstNumber: GstNumber,
  /** The practice's UPI ID (VPA): invoices and the client portal offer a UPI QR code and link. */
  upiId: UpiIdInput,
  /** The name the payer's UPI app shows; the company name when blank. */
  upiPayeeName: UpiPayeeNameInput,
  gstRate: v.pipe(
    v.number(INVOICE_SETTINGS_MESSAGES.gstRate),
    v.minValue(0, INVOICE_SETTINGS_MESSAGES.gstRate),
    v.maxValue(28, INVOICE_SETTINGS_MESSAGES.gstRate),
  ),
  sacCode: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, INVOICE_SETTINGS_MESSAGES.sac)),
});
export type InvoiceSettingsBody = v.InferOutput<typeof InvoiceSettingsBody>;

/** The settings as saved: the form's fields without its rules (a new practice's are still blank). */
const MaybeText = v.optional(v.nullable(v.string()));
export const InvoiceSettingsSchema = v.object({
  invoicePrefix: v.string(),
  startingInvoiceNumber: v.number(),
  yearlyNumbering: v.boolean(),
  gstr1Quarterly: v.boolean(),
  defaultDueDays: v.number(),
  defaultTerms: v.string(),
  showTaskAssignee: v.boolean(),
  companyName: v.string(),
  companyEmail: v.string(),
  companyPhone: MaybeText,
  companyAddress: v.string(),
  stateCode: MaybeText,
  bankName: MaybeText,
  branchName: MaybeText,
  accountNumber: MaybeText,
  ifscCode: MaybeText,
  gstNumber: MaybeText,
  upiId: MaybeText,
  upiPayeeName: MaybeText,
  gstRate: v.number(),
  sacCode: v.string(),
  /** data: URLs of the uploaded images, for previews and the PDF; null when none. */
  companyLogo: v.nullable(v.string()),
  authorizedStamp: v.nullable(v.string()),
  /** The next number generation will issue. */
  nextInvoiceNumber: v.number(),
});
export type InvoiceSettings = v.InferOutput<typeof InvoiceSettingsSchema>;
export const InvoiceSettingsAnswerSchema = v.object({ settings: InvoiceSettingsSchema });
export const InvoiceImageAnswerSchema = v.object({
  settings: InvoiceSettingsSchema,
  logoUrl: v.nullable(v.string()),
});

export const DEFAULT_INVOICE_SETTINGS = {
  invoicePrefix: 'INV-',
  startingInvoiceNumber: 1001,
  defaultDueDays: 15,
  defaultTerms: 'Please pay within 15 days of receiving this invoice.',
  showTaskAssignee: false,
  yearlyNumbering: false,
  gstr1Quarterly: false,
  gstRate: 18,
  sacCode: '998231',
} as const;
