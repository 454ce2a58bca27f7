// What clients owe (issue 18): receivables ageing, the statement of account and its running
// balance, and reminders of overdue invoices with their optional schedule.
import dayjs from 'dayjs';
import * as v from 'valibot';
import { Email, isoDate } from './common';
import { type Money, MoneySchema, paiseOf } from './money';

export const RECEIVABLES_MESSAGES = {
  fromAfterTo: 'The from date must be on or before the to date',
  fetchFailed: 'Failed to fetch what clients owe',
  nothingOwed: 'No client owes anything on this date',
  reminderSent: (to: string) => `Reminder sent to ${to}`,
  reminderFailed: 'Failed to send the reminder',
  notOverdue: 'Only an issued invoice with a balance past its due date gets a reminder',
  noEmail: 'The client has no e-mail address; enter one to send the reminder',
  scheduleSaved: 'Reminder schedule saved',
} as const;

// ---------------------------------------------------------------------------------------------
// Ageing: an invoice's age is counted in days from its invoice date to the as-of date.

export const AGE_BUCKETS = [
  { key: 'days0to30', label: '0–30 days', upTo: 30 },
  { key: 'days31to60', label: '31–60 days', upTo: 60 },
  { key: 'days61to90', label: '61–90 days', upTo: 90 },
  { key: 'over90', label: '> 90 days', upTo: Number.POSITIVE_INFINITY },
] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number]['key'];

/** The bucket of an invoice `ageDays` old (0 = dated on the as-of day). */
export function ageBucketOf(ageDays: number): AgeBucket {
  const bucket = AGE_BUCKETS.find((b) => ageDays <= b.upTo);
  return (bucket ?? AGE_BUCKETS[3]).key;
}

/** Days from `from` to `to` (both YYYY-MM-DD), by the calendar. */
export function daysBetween(from: string, to: string): number {
  return dayjs(to).diff(dayjs(from), 'day');
}

export const BucketAmountsSchema = v.object({
  days0to30: MoneySchema,
  days31to60: MoneySchema,
  days61to90: MoneySchema,
  over90: MoneySchema,
});
export type BucketAmounts = Record<AgeBucket, Money>;

export const ReceivablesRowSchema = v.object({
  clientId: v.string(),
  clientName: v.string(),
  /** Invoices with a balance on the as-of date. */
  invoices: v.number(),
  buckets: BucketAmountsSchema,
  total: MoneySchema,
  /** Advances received and not yet set off by an issued invoice: a credit the client holds. */
  advances: MoneySchema,
  /** Total less advances: what the client owes net (negative: the practice holds their money). */
  net: MoneySchema,
});
export type ReceivablesRow = v.InferOutput<typeof ReceivablesRowSchema>;

export const ReceivablesReportSchema = v.object({
  asOf: v.string(),
  rows: v.array(ReceivablesRowSchema),
  totals: v.object({
    invoices: v.number(),
    buckets: BucketAmountsSchema,
    total: MoneySchema,
    advances: MoneySchema,
    net: MoneySchema,
  }),
});
export type ReceivablesReport = v.InferOutput<typeof ReceivablesReportSchema>;

const IsoDate = isoDate();
export const ReceivablesQuery = v.object({ asOf: v.optional(IsoDate) });
export type ReceivablesQuery = v.InferOutput<typeof ReceivablesQuery>;

// ---------------------------------------------------------------------------------------------
// Statement of account.

export const STATEMENT_ENTRY_KINDS = ['advance', 'invoice', 'credit-note', 'payment', 'tds'] as const;
export type StatementEntryKind = (typeof STATEMENT_ENTRY_KINDS)[number];
export const STATEMENT_ENTRY_LABELS: Record<StatementEntryKind, string> = {
  advance: 'Advance received',
  invoice: 'Invoice',
  'credit-note': 'Credit note',
  payment: 'Payment',
  tds: 'TDS deducted',
};

export const StatementEntrySchema = v.object({
  date: v.string(),
  kind: v.picklist(STATEMENT_ENTRY_KINDS),
  /** The invoice, credit note number, or the payment's mode and reference. */
  reference: v.string(),
  /** The invoice the entry belongs to; none for an advance received before any invoice. */
  invoiceNumber: v.nullable(v.string()),
  debit: MoneySchema,
  credit: MoneySchema,
  balance: MoneySchema,
});
export type StatementEntry = v.InferOutput<typeof StatementEntrySchema>;

export const ClientStatementSchema = v.object({
  client: v.object({ id: v.string(), name: v.string() }),
  from: v.string(),
  to: v.string(),
  opening: MoneySchema,
  entries: v.array(StatementEntrySchema),
  totalDebit: MoneySchema,
  totalCredit: MoneySchema,
  closing: MoneySchema,
});
export type ClientStatement = v.InferOutput<typeof ClientStatementSchema>;

/** The balance after each entry: the opening balance plus debits less credits so far (paise). */
export function runningBalances(
  openingPaise: number,
  entries: readonly { debitPaise: number; creditPaise: number }[],
): number[] {
  let balance = openingPaise;
  return entries.map((e) => {
    balance += e.debitPaise - e.creditPaise;
    return balance;
  });
}

/** Without dates: from the start of the financial year to today (the practice's). */
export const StatementQuery = v.pipe(
  v.object({ from: v.optional(IsoDate), to: v.optional(IsoDate) }),
  v.forward(
    v.check((q) => !q.from || !q.to || q.from <= q.to, RECEIVABLES_MESSAGES.fromAfterTo),
    ['from'],
  ),
);
export type StatementQuery = v.InferOutput<typeof StatementQuery>;

/** 1 April of the financial year `today` falls in (India's financial year runs April–March). */
export function financialYearStart(today: string): string {
  const [year = 1970, month = 1] = today.split('-').map(Number);
  return `${month >= 4 ? year : year - 1}-04-01`;
}

// ---------------------------------------------------------------------------------------------
// Reminders.

/** Overdue: issued (not a draft), a balance left, and its due date passed. */
export function isOverdue(
  invoice: { status: string; dueDate: string; balance: Money },
  today: string,
): boolean {
  return invoice.status !== 'Generated' && paiseOf(invoice.balance) > 0 && invoice.dueDate < today;
}

export const ReminderBody = v.object({
  /** Defaults to the client's e-mail on the invoice. */
  email: v.optional(Email),
  message: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000))),
});
export type ReminderBody = v.InferOutput<typeof ReminderBody>;

export const InvoiceReminderSchema = v.object({
  id: v.string(),
  sentAt: v.string(),
  sentTo: v.string(),
  /** Who sent it; null for a scheduled (automatic) one. */
  sentBy: v.nullable(v.string()),
  automatic: v.boolean(),
  /** The schedule's step (1 = first reminder); null when sent by hand. */
  step: v.nullable(v.number()),
  balance: MoneySchema,
});
export type InvoiceReminder = v.InferOutput<typeof InvoiceReminderSchema>;
export const InvoiceRemindersAnswerSchema = v.object({ reminders: v.array(InvoiceReminderSchema) });

const Days = v.pipe(v.number(), v.integer('Days must be a whole number'), v.minValue(1), v.maxValue(365));
export const ReminderScheduleBody = v.object({
  enabled: v.boolean(),
  firstAfterDays: Days,
  repeatEveryDays: Days,
});
export type ReminderSchedule = v.InferOutput<typeof ReminderScheduleBody>;
export const ReminderScheduleAnswerSchema = v.object({ schedule: ReminderScheduleBody });
export const DEFAULT_REMINDER_SCHEDULE: ReminderSchedule = {
  enabled: false,
  firstAfterDays: 7,
  repeatEveryDays: 14,
};

/** The step of the schedule an invoice due on `dueDate` has reached `today` (0: none yet):
 * step 1 at `firstAfterDays` after the due date, then one more every `repeatEveryDays`. */
export function reminderStepDue(
  dueDate: string,
  today: string,
  schedule: Pick<ReminderSchedule, 'firstAfterDays' | 'repeatEveryDays'>,
): number {
  const late = daysBetween(dueDate, today);
  if (late < schedule.firstAfterDays) return 0;
  return 1 + Math.floor((late - schedule.firstAfterDays) / schedule.repeatEveryDays);
}
