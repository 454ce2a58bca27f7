// Requests and answers of the invoicing calls (spec §7 Invoices, issue "Quotations and GST
// invoicing"). Every amount is `Money` (rupees as a two-decimal string); the API keeps integer paise.

import * as v from 'valibot';
import { AdvanceAdjustmentRowSchema, TaxRowSchema } from './advance-adjustments';
import { GstNumber } from './clients';
import { isoDate, PageNumber, Uuid } from './common';
import { INVOICE_MONEY_STATUSES } from './invoice-money-status';
import { LINE_KINDS } from './invoice-tax';
import { VALIDATION } from './messages';
import { isMoneyInput, MoneySchema, paiseOf } from './money';
import { PAYMENT_MODES } from './payment-modes';
import { RECEIPT_MESSAGES } from './receipts';
import { PaginationSchema } from './responses';
import { isGstStateCode, STATE_CODE_MESSAGE } from './states';
import { INVOICE_STATUSES } from './statuses';

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
  alreadyOnDraft: (task: string) => `"${task}" is already on a draft invoice`,
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
    'This invoice is a draft without a number: issue or send it before recording a payment',
  issued: (invoiceNumber: string) => `Invoice issued as ${invoiceNumber}`,
  issueFailed: 'Failed to issue invoice',
  alreadyIssued: (invoiceNumber: string) => `This invoice is already issued as ${invoiceNumber}`,
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
  page: PageNumber,
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
export const PaymentMoney = (message: string) =>
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

export const InvoicePartySchema = v.object({
  name: v.string(),
  address: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  gstin: v.nullable(v.string()),
  stateCode: v.nullable(v.string()),
  stateName: v.nullable(v.string()),
});
export type InvoiceParty = v.InferOutput<typeof InvoicePartySchema>;

export const InvoiceSupplierSchema = v.object({
  ...InvoicePartySchema.entries,
  bankName: v.nullable(v.string()),
  branchName: v.nullable(v.string()),
  accountNumber: v.nullable(v.string()),
  ifscCode: v.nullable(v.string()),
});
export type InvoiceSupplier = v.InferOutput<typeof InvoiceSupplierSchema>;

export const InvoiceItemSchema = v.object({
  /** The line's id (a credit note may credit part of one line). */
  id: v.string(),
  taskId: v.nullable(v.string()),
  /** 'reimbursement': paid as a pure agent, outside the taxable value (Rule 33). */
  kind: v.picklist(LINE_KINDS),
  description: v.string(),
  sac: v.string(),
  quantity: v.number(),
  rate: MoneySchema,
  discount: MoneySchema,
  /** quantity × rate − discount. */
  amount: MoneySchema,
  taxable: v.boolean(),
  /** Basis points: 1800 = 18%, 0 = exempt. */
  gstRateBp: v.number(),
  assignee: v.nullable(v.string()),
});
export type InvoiceItem = v.InferOutput<typeof InvoiceItemSchema>;

export const InvoicePaymentSchema = v.object({
  id: v.string(),
  date: v.string(),
  amount: MoneySchema,
  /** TDS the client deducted (section 194J); '0.00' when none. */
  tdsAmount: MoneySchema,
  /** Its receipt's number, 'RCT/26-27/001'. */
  receiptNumber: v.string(),
  mode: v.string(),
  reference: v.nullable(v.string()),
  createdAt: v.string(),
});
export type InvoicePayment = v.InferOutput<typeof InvoicePaymentSchema>;

const Named = v.object({ id: v.string(), name: v.string() });

export const InvoiceRowSchema = v.object({
  id: v.string(),
  /** Null while the invoice is a draft (Generated): it is numbered when issued or sent. */
  invoiceNumber: v.nullable(v.string()),
  clientId: v.string(),
  clientName: v.string(),
  client: Named,
  status: v.picklist(INVOICE_STATUSES),
  /** Draft, Issued, Sent, Part paid, Overdue, Paid or Done on the practice's today. */
  moneyStatus: v.picklist(INVOICE_MONEY_STATUSES),
  /** The invoice date (YYYY-MM-DD). */
  generatedDate: v.string(),
  dueDate: v.string(),
  createdAt: v.string(),
  title: v.picklist(['Tax Invoice', 'Invoice']),
  supplier: InvoiceSupplierSchema,
  billedTo: InvoicePartySchema,
  placeOfSupply: v.nullable(v.object({ stateCode: v.string(), stateName: v.string() })),
  items: v.array(InvoiceItemSchema),
  subtotal: MoneySchema,
  /** The taxed service lines; `subtotal` also holds exempt and non-taxable service lines. */
  taxableValue: MoneySchema,
  /** Pure-agent reimbursements (Rule 33), added to the total without tax. */
  reimbursements: MoneySchema,
  /** `rate` is the percentage (18 for 18%), not money. */
  taxes: v.array(TaxRowSchema),
  taxAmount: MoneySchema,
  roundOff: MoneySchema,
  totalAmount: MoneySchema,
  /** The same as totalAmount (the spec's name). */
  amount: MoneySchema,
  amountInWords: v.string(),
  paidAmount: MoneySchema,
  /** TDS deducted by the client on its payments: settles the invoice as a payment does. */
  tdsAmount: MoneySchema,
  /** The sum of the invoice's credit notes (totals). */
  creditedAmount: MoneySchema,
  /** Professional fees without GST: the service lines (taxed, exempt, non-taxable), no
   * reimbursements; the base of the TDS hint with `creditedFees` (tdsOnReceipt). */
  fees: MoneySchema,
  /** The fees (without GST) the invoice's credit notes reversed. */
  creditedFees: MoneySchema,
  /** Advances adjusted against the invoice (tax-inclusive), each with the tax set off. */
  advanceAdjustedAmount: MoneySchema,
  advanceAdjustments: v.array(AdvanceAdjustmentRowSchema),
  /** Total − paid − TDS − credited − advances adjusted. */
  balance: MoneySchema,
  payments: v.array(InvoicePaymentSchema),
  notes: v.nullable(v.string()),
  termsAndConditions: v.nullable(v.string()),
  sentAt: v.nullable(v.string()),
  sentTo: v.nullable(v.string()),
});
export type InvoiceRow = v.InferOutput<typeof InvoiceRowSchema>;

export const PendingInvoiceTaskSchema = v.object({
  id: v.string(),
  client: v.nullable(Named),
  clientName: v.string(),
  task: v.string(),
  subTask: v.string(),
  quotationAmount: v.nullable(MoneySchema),
  remarks: v.nullable(v.string()),
  allottedTo: v.nullable(Named),
  teamLeader: v.nullable(Named),
  updatedAt: v.string(),
});
export type PendingInvoiceTask = v.InferOutput<typeof PendingInvoiceTaskSchema>;

export const InvoiceListSchema = v.object({
  invoices: v.array(InvoiceRowSchema),
  pagination: PaginationSchema,
  /** The practice has neither a signature image nor a signing certificate: every invoice it issues
   * goes out unsigned (Rule 46(q)), and the list marks them. */
  unsigned: v.optional(v.boolean()),
});
export const InvoiceAnswerSchema = v.object({ invoice: InvoiceRowSchema });
export const PendingTaskListSchema = v.object({
  tasks: v.array(PendingInvoiceTaskSchema),
  pagination: PaginationSchema,
});
/** GET /invoices: the pending tab lists tasks, the others invoices. */
export const InvoiceTabSchema = v.union([InvoiceListSchema, PendingTaskListSchema]);
export const InvoiceRevertedSchema = v.object({ id: v.string(), taskIds: v.array(v.string()) });
export const PendingTaskAnswerSchema = v.object({ task: PendingInvoiceTaskSchema });

/** Generation answers either the invoices made, or what a client still lacks. */
export const GenerateInvoicesResultSchema = v.union([
  v.object({ invoice: InvoiceRowSchema, invoices: v.array(InvoiceRowSchema) }),
  v.object({
    requiresBusinessDetails: v.literal(true),
    clientId: v.string(),
    clientName: v.string(),
    missingFields: v.array(v.picklist(['address', 'gst'])),
    client: v.object({
      address: v.nullable(v.string()),
      gst: v.nullable(v.string()),
      stateCode: v.nullable(v.string()),
    }),
  }),
]);
export type GenerateInvoicesResult = v.InferOutput<typeof GenerateInvoicesResultSchema>;
