// Requests and answers of the invoicing calls (spec §7 Invoices, issue "Quotations and GST
// invoicing"). Every amount is `Money` (rupees as a two-decimal string); the API keeps integer paise.

import * as v from 'valibot';
import type { AdvanceAdjustmentRow } from './advances';
import { GstNumber } from './clients';
import { isoDate, Uuid } from './common';
import type { LineKind } from './invoice-tax';
import { VALIDATION } from './messages';
import { isMoneyInput, type Money, paiseOf } from './money';
import { PAYMENT_MODES } from './payment-modes';
import { RECEIPT_MESSAGES } from './receipts';
import { isGstStateCode, STATE_CODE_MESSAGE } from './states';
import { INVOICE_STATUSES, type InvoiceStatus } from './statuses';

/** The invoicing screen's tabs (route names) and the list call's `status`. */
export const INVOICE_TABS = ['pending', 'generated', 'sent'] as const;
export type InvoiceTab = (typeof INVOICE_TABS)[number];

export const INVOICE_MESSAGES = {
  generated: 'Invoice generated successfully',
  generatedMany: (n: number) => `${n} invoices generated successfully`,
  downloaded: 'Invoice downloaded successfully',
  sent: (email: string) => `Invoice sent to ${email}`,
  reverted: 'Invoice reverted to pending',
  done: 'Invoice marked as done',
  paymentRecorded: 'Payment recorded',
  taskMarkedDone: 'Task marked as done',
  statusUpdated: 'Invoice status updated',
  fetchFailed: 'Failed to fetch invoices',
  fetchPendingFailed: 'Failed to fetch pending tasks',
  generateFailed: 'Failed to generate invoice',
  downloadFailed: 'Failed to download invoice',
  sendFailed: 'Failed to send invoice',
  revertFailed: 'Failed to revert invoice',
  statusFailed: 'Failed to update invoice status',
  noPending: 'No completed tasks pending for invoice',
  noInvoices: (tab: string) => `No ${tab} invoices found`,
  selected: (n: number) => `${n} task(s) selected`,
  notPending: (task: string) => `"${task}" is not pending invoicing any more`,
  alreadyInvoiced: (task: string, invoiceNumber: string) =>
    `"${task}" is already on invoice ${invoiceNumber}`,
  noQuotation: (task: string) => `"${task}" has no quotation amount; save a quotation first`,
  noClient: (task: string) => `"${task}" has no client`,
  numberTooLong: (invoiceNumber: string) =>
    `Invoice number ${invoiceNumber} would be longer than 16 characters; shorten the prefix in invoice settings`,
  numberTaken: (invoiceNumber: string) =>
    `Invoice number ${invoiceNumber} is already used; change the prefix or the starting number in invoice settings`,
  dueBeforeInvoice: 'The due date cannot be before the invoice date',
  paymentInFuture: 'The payment date cannot be in the future',
  revertWithPayments: 'An invoice with payments recorded cannot be reverted',
  alreadyDone: 'This invoice is already done',
  paymentOnUnnumberedDraft:
    'This draft has no invoice number yet: send it or mark it as sent before recording a payment',
  badTransition: (from: string, to: string) => `An invoice cannot go from ${from} to ${to}`,
  overPayment: (balance: string) => `The payment is more than the balance of ₹${balance}`,
  paymentAmount: 'Payment amount must be more than 0',
  emailRequired: 'Please enter the recipient email',
  stateRequired: "Choose the client's state",
} as const;

const IsoDate = isoDate();
const TaskIds = v.pipe(
  v.array(Uuid, VALIDATION.selectAtLeastOneTask),
  v.minLength(1, VALIDATION.selectAtLeastOneTask),
  v.maxLength(500),
);

export const InvoiceListQuery = v.object({
  status: v.optional(
    v.picklist([...INVOICE_TABS, 'done'], 'status must be pending, generated, sent or done'),
    'pending',
  ),
  page: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '1'),
  limit: v.optional(
    v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(200)),
    '50',
  ),
});
export type InvoiceListQuery = v.InferOutput<typeof InvoiceListQuery>;

export const GenerateInvoicesBody = v.object({
  taskIds: TaskIds,
  /** Defaults to today + the default due days of invoice settings. */
  dueDate: v.optional(IsoDate),
  /** Accepted for the spec's call shape; the client is taken from the tasks. */
  clientName: v.optional(v.string()),
});
export type GenerateInvoicesBody = v.InferOutput<typeof GenerateInvoicesBody>;

/** The missing-business-details modal: saves the client's address and GST (or its state), then retries. */
export const UpdateClientAndGenerateBody = v.pipe(
  v.object({
    ...GenerateInvoicesBody.entries,
    clientId: Uuid,
    address: v.pipe(
      v.string(VALIDATION.addressPrompt),
      v.trim(),
      v.minLength(1, VALIDATION.addressPrompt),
      v.maxLength(1000),
    ),
    gst: GstNumber,
    notRegistered: v.optional(v.boolean(), false),
    stateCode: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.regex(/^\d{2}$/, INVOICE_MESSAGES.stateRequired),
          v.check(isGstStateCode, STATE_CODE_MESSAGE),
        ),
      ),
    ),
  }),
  v.forward(
    v.check((body) => body.notRegistered || !!body.gst, VALIDATION.gstPrompt),
    ['gst'],
  ),
  v.forward(
    v.check((body) => !body.notRegistered || !!body.stateCode, INVOICE_MESSAGES.stateRequired),
    ['stateCode'],
  ),
);
export type UpdateClientAndGenerateBody = v.InferOutput<typeof UpdateClientAndGenerateBody>;

const EmailList = v.pipe(
  v.string(),
  v.trim(),
  v.transform((s) => s.split(/[,;\s]+/).filter(Boolean)),
  v.array(v.pipe(v.string(), v.email(VALIDATION.invalidEmail))),
  v.maxLength(10),
);

export const SendInvoiceBody = v.object({
  email: v.pipe(
    v.string(INVOICE_MESSAGES.emailRequired),
    v.trim(),
    v.minLength(1, INVOICE_MESSAGES.emailRequired),
    v.toLowerCase(),
    v.email(VALIDATION.invalidEmail),
  ),
  /** Comma-separated addresses. */
  cc: v.optional(EmailList),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000))),
});
export type SendInvoiceBody = v.InferOutput<typeof SendInvoiceBody>;

/** ₹10 crore: far above any one receipt of a practice, well inside safe integers. */
const MAX_PAYMENT_PAISE = 10_000_000_000;

/** Rupees as typed ('1500', '1500.5', '0'), at most two decimals; read with `paiseOf`. */
const PaymentMoney = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.maxLength(20, message),
    // One check: valibot runs later checks even after one fails, and paiseOf throws on non-amounts.
    v.check((text) => isMoneyInput(text) && paiseOf(text) <= MAX_PAYMENT_PAISE, message),
  );

/** A payment: the amount received and the TDS the client deducted (section 194J) settle the
 * invoice together; either may be 0, not both. */
export const PaymentBody = v.pipe(
  v.object({
    amount: PaymentMoney(INVOICE_MESSAGES.paymentAmount),
    tdsAmount: v.optional(PaymentMoney(RECEIPT_MESSAGES.tdsAmount), '0'),
    date: IsoDate,
    mode: v.picklist(PAYMENT_MODES, `Payment mode must be one of ${PAYMENT_MODES.join(', ')}`),
    reference: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))),
  }),
  v.forward(
    // A malformed amount has its own message already, and valibot still runs this check.
    v.check(
      ({ amount, tdsAmount }) =>
        !isMoneyInput(amount) || !isMoneyInput(tdsAmount) || paiseOf(amount) + paiseOf(tdsAmount) > 0,
      INVOICE_MESSAGES.paymentAmount,
    ),
    ['amount'],
  ),
);
export type PaymentBody = v.InferOutput<typeof PaymentBody>;

export const InvoiceStatusBody = v.object({
  status: v.picklist(INVOICE_STATUSES, 'Status must be Generated, Sent or Done'),
});

export const PendingTaskDoneParams = v.object({ id: Uuid });

export interface InvoiceParty {
  name: string;
  address: string;
  email: string | null;
  phone: string | null;
  gstin: string | null;
  stateCode: string | null;
  stateName: string | null;
}

export interface InvoiceSupplier extends InvoiceParty {
  bankName: string | null;
  branchName: string | null;
  accountNumber: string | null;
  ifscCode: string | null;
}

export interface InvoiceItem {
  /** The line's id (a credit note may credit part of one line). */
  id: string;
  taskId: string | null;
  /** 'reimbursement': paid as a pure agent, outside the taxable value (Rule 33). */
  kind: LineKind;
  description: string;
  sac: string;
  quantity: number;
  rate: Money;
  discount: Money;
  /** quantity × rate − discount. */
  amount: Money;
  taxable: boolean;
  /** Basis points: 1800 = 18%, 0 = exempt. */
  gstRateBp: number;
  assignee: string | null;
}

export interface InvoicePayment {
  id: string;
  date: string;
  amount: Money;
  /** TDS the client deducted (section 194J); '0.00' when none. */
  tdsAmount: Money;
  /** Its receipt's number, 'RCT/26-27/001'. */
  receiptNumber: string;
  mode: string;
  reference: string | null;
  createdAt: string;
}

export interface InvoiceRow {
  id: string;
  /** Null while a retainer's draft waits for review: it is numbered when issued. */
  invoiceNumber: string | null;
  clientId: string;
  clientName: string;
  client: { id: string; name: string };
  status: InvoiceStatus;
  /** The invoice date (YYYY-MM-DD). */
  generatedDate: string;
  dueDate: string;
  createdAt: string;
  title: 'Tax Invoice' | 'Invoice';
  supplier: InvoiceSupplier;
  billedTo: InvoiceParty;
  placeOfSupply: { stateCode: string; stateName: string } | null;
  items: InvoiceItem[];
  subtotal: Money;
  /** The taxed service lines; `subtotal` also holds exempt and non-taxable service lines. */
  taxableValue: Money;
  /** Pure-agent reimbursements (Rule 33), added to the total without tax. */
  reimbursements: Money;
  /** `rate` is the percentage (18 for 18%), not money. */
  taxes: { name: string; rate: number; amount: Money }[];
  taxAmount: Money;
  roundOff: Money;
  totalAmount: Money;
  /** The same as totalAmount (the spec's name). */
  amount: Money;
  amountInWords: string;
  paidAmount: Money;
  /** TDS deducted by the client on its payments: settles the invoice as a payment does. */
  tdsAmount: Money;
  /** The sum of the invoice's credit notes (totals). */
  creditedAmount: Money;
  /** Advances adjusted against the invoice (tax-inclusive), each with the tax set off. */
  advanceAdjustedAmount: Money;
  advanceAdjustments: AdvanceAdjustmentRow[];
  /** Total − paid − TDS − credited − advances adjusted. */
  balance: Money;
  payments: InvoicePayment[];
  notes: string | null;
  termsAndConditions: string | null;
  sentAt: string | null;
  sentTo: string | null;
}

export interface PendingInvoiceTask {
  id: string;
  client: { id: string; name: string } | null;
  clientName: string;
  task: string;
  subTask: string;
  quotationAmount: Money | null;
  remarks: string | null;
  allottedTo: { id: string; name: string } | null;
  teamLeader: { id: string; name: string } | null;
  updatedAt: string;
}

/** Generation answers either the invoices made, or what a client still lacks. */
export type GenerateInvoicesResult =
  | { invoice: InvoiceRow; invoices: InvoiceRow[] }
  | {
      requiresBusinessDetails: true;
      clientId: string;
      clientName: string;
      missingFields: ('address' | 'gst')[];
      client: { address: string | null; gst: string | null; stateCode: string | null };
    };
