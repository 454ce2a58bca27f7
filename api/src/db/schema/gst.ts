// GSTR-1 filing marks: a period the practice has filed locks its invoices and credit notes. An
// undone mark is kept (who undid it and when), so the history of the lock stays on record.
import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { organisations } from './organisations';
import { users } from './users';

export const gstr1Filings = pgTable(
  'gstr1_filings',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** '2026-10' or '2026-Q4'. */
    period: text('period').notNull(),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    filedOn: date('filed_on', { mode: 'string' }).notNull(),
    arn: text('arn'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: createdAt(),
    undoneBy: uuid('undone_by').references(() => users.id, { onDelete: 'set null' }),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [
    // One standing mark per period; undone ones stay as history.
    uniqueIndex('gstr1_filings_standing_unique').on(t.orgId, t.period).where(sql`${t.undoneAt} is null`),
    index('gstr1_filings_range_idx').on(t.orgId, t.fromDate, t.toDate),
  ],
);
