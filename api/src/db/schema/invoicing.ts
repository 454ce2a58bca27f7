// Invoice settings, invoices with their frozen lines, and payments. Money is integer paise.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { bytea, createdAt, id, updatedAt } from './columns';
import { organisations } from './organisations';
import { tasks } from './tasks';
import { users } from './users';

export const invoiceSettings = pgTable('invoice_settings', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  prefix: text('prefix').notNull().default('INV-'),
  startingNumber: integer('starting_number').notNull().default(1001),
  /** The next sequence number to issue; taken under a row lock so numbers never repeat. */
  nextNumber: integer('next_number').notNull().default(1001),
  defaultDueDays: integer('default_due_days').notNull().default(15),
  defaultTerms: text('default_terms')
    .notNull()
    .default('Please pay within 15 days of receiving this invoice.'),
  showTaskAssignee: boolean('show_task_assignee').notNull().default(false),
  /** Restart the sequence each financial year (numbers from invoice_sequences, e.g. INV/26-27/001). */
  yearlyNumbering: boolean('yearly_numbering').notNull().default(false),
  /** Files GSTR-1 quarterly under QRMP (periods '2026-Q4'); otherwise monthly ('2026-10'). */
  gstr1Quarterly: boolean('gstr1_quarterly').notNull().default(false),
  companyName: text('company_name').notNull().default(''),
  companyEmail: text('company_email').notNull().default(''),
  companyPhone: text('company_phone'),
  companyAddress: text('company_address').notNull().default(''),
  stateCode: text('state_code'),
  bankName: text('bank_name'),
  branchName: text('branch_name'),
  accountNumber: text('account_number'),
  ifscCode: text('ifsc_code'),
  gstNumber: text('gst_number'),
  /** The practice's UPI ID (VPA, lower case): invoices and the client portal offer UPI for it. */
  upiId: text('upi_id'),
  /** The name the payer's UPI app shows (the bank account's holder); the company name when null. */
  upiPayeeName: text('upi_payee_name'),
  /** GST rate in basis points: 1800 = 18%. */
  gstRateBp: integer('gst_rate_bp').notNull().default(1800),
  sacCode: text('sac_code').notNull().default('998231'),
  /** The practice's hourly rate in paise: the unbilled queue suggests it × TT when a client has no fee. */
  hourlyRatePaise: bigint('hourly_rate_paise', { mode: 'number' }),
  /** The Tally export's ledger names the practice changed (contracts' TALLY_LEDGER_DEFAULTS for the rest). */
  tallyLedgers: jsonb('tally_ledgers').$type<Record<string, string>>().notNull().default({}),
  logo: bytea('logo'),
  logoMime: text('logo_mime'),
  signature: bytea('signature'),
  signatureMime: text('signature_mime'),
  updatedAt: updatedAt(),
});

/** The yearly series: the next number of each financial year ('26-27'), taken under a row lock. */
export const invoiceSequences = pgTable(
  'invoice_sequences',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.financialYear] })],
);

export interface PartySnapshot {
  name: string;
  address: string;
  email?: string | null;
  phone?: string | null;
  gstin?: string | null;
  stateCode?: string | null;
  stateName?: string | null;
}

export interface TaxLine {
  name: string;
  rateBp: number;
  amountPaise: number;
}

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    /** Null exactly while the invoice is a draft (Generated): it is numbered when issued (`issue.ts`). */
    invoiceNumber: text('invoice_number'),
    sequence: integer('sequence'),
    /** The financial year of a yearly-series number ('26-27'); null for the continuous series. */
    financialYear: text('financial_year'),
    status: text('status', { enum: ['Generated', 'Sent', 'Done'] })
      .notNull()
      .default('Generated'),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    supplier: jsonb('supplier')
      .$type<
        PartySnapshot & {
          bankName?: string | null;
          branchName?: string | null;
          accountNumber?: string | null;
          ifscCode?: string | null;
        }
      >()
      .notNull(),
    billedTo: jsonb('billed_to').$type<PartySnapshot>().notNull(),
    /** The recipient's state (Rule 46(n)); null when no GST applies. */
    placeOfSupply: jsonb('place_of_supply').$type<{ stateCode: string; stateName: string }>(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull().default([]),
    subtotalPaise: bigint('subtotal_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    roundOffPaise: bigint('round_off_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull().default(0),
    /** TDS deducted by the client on its payments (section 194J): settles the invoice as paid does. */
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    /** The sum of the invoice's credit notes (totals); never more than totalPaise. */
    creditedPaise: bigint('credited_paise', { mode: 'number' }).notNull().default(0),
    /** The sum of advances adjusted against the invoice (tax-inclusive amounts). */
    advanceAdjustedPaise: bigint('advance_adjusted_paise', { mode: 'number' }).notNull().default(0),
    notes: text('notes'),
    terms: text('terms'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentTo: text('sent_to'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_org_number_unique').on(t.orgId, t.invoiceNumber),
    index('invoices_org_status_idx').on(t.orgId, t.status, t.createdAt.desc()),
    index('invoices_client_idx').on(t.clientId),
    // A draft has no number and an issued invoice always has one, so nothing but issuing takes a
    // number from the series (Rule 46(b): consecutive serial numbers).
    check(
      'invoices_numbered_when_issued',
      sql`(${t.status} = 'Generated') = (${t.invoiceNumber} is null) and (${t.invoiceNumber} is null) = (${t.sequence} is null)`,
    ),
    check(
      'invoices_credited_within_total',
      sql`${t.creditedPaise} >= 0 and ${t.creditedPaise} <= ${t.totalPaise}`,
    ),
    // What was received and deducted never passes the invoice. Credit notes are left out: one
    // raised after payment in full leaves a refund due, which the balance shows as negative.
    check(
      'invoices_settled_within_total',
      sql`${t.paidPaise} >= 0 and ${t.tdsPaise} >= 0 and ${t.paidPaise} + ${t.tdsPaise} <= ${t.totalPaise}`,
    ),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    quantity: integer('quantity').notNull().default(1),
    ratePaise: bigint('rate_paise', { mode: 'number' }).notNull(),
    discountPaise: bigint('discount_paise', { mode: 'number' }).notNull().default(0),
    /** quantity × rate − discount. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** 'reimbursement': paid as a pure agent, outside the value of supply (Rule 33, CGST Rules). */
    kind: text('kind', { enum: ['service', 'reimbursement'] })
      .notNull()
      .default('service'),
    taxable: boolean('taxable').notNull().default(true),
    /** GST rate in basis points: 1800 = 18%, 0 = exempt. */
    gstRateBp: integer('gst_rate_bp').notNull().default(1800),
    assigneeName: text('assignee_name'),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position),
    check('invoice_lines_quantity_check', sql`${t.quantity} >= 1`),
    check(
      'invoice_lines_amounts_check',
      sql`${t.ratePaise} >= 0 AND ${t.discountPaise} >= 0 AND ${t.amountPaise} >= 0`,
    ),
    check('invoice_lines_kind_check', sql`${t.kind} IN ('service', 'reimbursement')`),
    check('invoice_lines_gst_rate_check', sql`${t.gstRateBp} BETWEEN 0 AND 4000`),
    // A task is billed at most once: the last guard against a double invoice.
    uniqueIndex('invoice_lines_task_unique').on(t.taskId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** TDS the client deducted from this payment (section 194J); 0 when none. */
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    mode: text('mode').notNull(),
    reference: text('reference'),
    /** The receipt's number in the practice's receipt series of the payment date's financial year. */
    receiptNumber: text('receipt_number').notNull(),
    receiptSequence: integer('receipt_sequence').notNull(),
    financialYear: text('financial_year').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    uniqueIndex('payments_org_receipt_unique').on(t.orgId, t.receiptNumber),
    check(
      'payments_amounts_check',
      sql`${t.amountPaise} >= 0 and ${t.tdsPaise} >= 0 and ${t.amountPaise} + ${t.tdsPaise} > 0`,
    ),
  ],
);

/** The receipt series: the next receipt number of each financial year ('26-27'), taken under a row lock. */
export const receiptSequences = pgTable(
  'receipt_sequences',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.financialYear] })],
);
