// Advances received before the invoice (receipt vouchers, Rule 50 of the CGST Rules), their
// adjustments against invoices, and clients' recurring retainers. Money is integer paise.
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { invoices, type TaxLine } from './invoicing';
import { organisations } from './organisations';
import { users } from './users';

/** The receipt voucher series: the next number of each financial year ('26-27'), under a row lock. */
export const advanceSequences = pgTable(
  'advance_sequences',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.financialYear] })],
);

export const advances = pgTable(
  'advances',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    financialYear: text('financial_year').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    mode: text('mode').notNull(),
    reference: text('reference'),
    description: text('description').notNull(),
    sac: text('sac').notNull(),
    /** The amount received, tax included; taxable + taxes = amount. */
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull().default([]),
    /** Supplier and recipient as on the voucher when issued (Rule 50(a), (d), (i)). */
    supplier: jsonb('supplier').$type<Record<string, string | null>>().notNull(),
    billedTo: jsonb('billed_to').$type<Record<string, string | null>>().notNull(),
    placeOfSupply: jsonb('place_of_supply').$type<{ stateCode: string; stateName: string }>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('advances_org_number_unique').on(t.orgId, t.number),
    index('advances_client_idx').on(t.orgId, t.clientId, t.date),
    check('advances_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Part of an advance set off against an invoice: its tax-inclusive amount and the tax in it. */
export const advanceAdjustments = pgTable(
  'advance_adjustments',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    advanceId: uuid('advance_id')
      .notNull()
      .references(() => advances.id, { onDelete: 'cascade' }),
    // A draft invoice deleted or reverted takes its adjustments with it: the advance is free again.
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull().default([]),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('advance_adjustments_advance_idx').on(t.advanceId),
    index('advance_adjustments_invoice_idx').on(t.invoiceId),
    check('advance_adjustments_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const retainers = pgTable(
  'retainers',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    frequency: text('frequency', { enum: ['Monthly', 'Quarterly', 'Yearly'] }).notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    sac: text('sac').notNull(),
    description: text('description').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    dayOfIssue: integer('day_of_issue').notNull(),
    autoSend: boolean('auto_send').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('retainers_client_idx').on(t.orgId, t.clientId),
    check('retainers_day_check', sql`${t.dayOfIssue} BETWEEN 1 AND 28`),
    check('retainers_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** Each period a retainer billed, claimed once: its primary key is the guard against a second
 * draft for the same period, however many processes run the job. The row stays when the draft is
 * deleted, so a period deleted by the practice is not billed again. */
export const retainerInvoices = pgTable(
  'retainer_invoices',
  {
    retainerId: uuid('retainer_id')
      .notNull()
      .references(() => retainers.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    /** 'November 2026', as the draft's line says. */
    label: text('label').notNull(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.retainerId, t.period] })],
);
