// Credit notes (section 34 of the CGST Act) against Sent or Done invoices, and their yearly series.
// Money is integer paise; a credit note keeps the original invoice's number and date as issued.
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt, id } from './columns';
import { invoices, type TaxLine } from './invoicing';
import { organisations } from './organisations';
import { users } from './users';

/** The credit note series: the next number of each financial year ('26-27'), taken under a row lock. */
export const creditNoteSequences = pgTable(
  'credit_note_sequences',
  {
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.financialYear] })],
);

export interface CreditNoteLine {
  /** The invoice line credited; null when the note credits an amount of the whole invoice. */
  lineId: string | null;
  description: string;
  sac: string;
  amountPaise: number;
  /** The credited line's kind and GST rate (basis points, 0 when it bears none); absent on notes
   * raised before each line kept its own rate. */
  kind?: 'service' | 'reimbursement';
  rateBp?: number;
  /** The line's share of an amount credited on the whole invoice. */
  spread?: boolean;
}

export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    // no action (checked at the end of the statement): an invoice with credit notes cannot be
    // deleted, while deleting a whole practice still removes both.
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'no action' }),
    number: text('number').notNull(),
    sequence: integer('sequence').notNull(),
    financialYear: text('financial_year').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** The original invoice as issued (Rule 53: its number and date). */
    invoiceNumber: text('invoice_number').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    lines: jsonb('lines').$type<CreditNoteLine[]>().notNull().default([]),
    taxablePaise: bigint('taxable_paise', { mode: 'number' }).notNull(),
    taxes: jsonb('taxes').$type<TaxLine[]>().notNull().default([]),
    roundOffPaise: bigint('round_off_paise', { mode: 'number' }).notNull().default(0),
    totalPaise: bigint('total_paise', { mode: 'number' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_org_number_unique').on(t.orgId, t.number),
    index('credit_notes_invoice_idx').on(t.invoiceId, t.createdAt),
    check('credit_notes_taxable_positive', sql`${t.taxablePaise} > 0`),
    check('credit_notes_total_not_negative', sql`${t.totalPaise} >= 0`),
  ],
);
