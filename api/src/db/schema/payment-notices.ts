// 'I have paid' from the client portal: a contact's word that an invoice was paid, kept pending
// until the invoice's owner confirms it (which records a real payment) or rejects it with a reason.
// A notice settles nothing itself. Money is integer paise.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { invoices, payments } from './invoicing';
import { organisations } from './organisations';
import { portalContacts } from './portal';
import { users } from './users';

export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id').references(() => portalContacts.id, { onDelete: 'set null' }),
    /** The contact's name when they sent it, kept as it was. */
    contactName: text('contact_name').notNull(),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    /** The day the contact says they paid. */
    date: date('date', { mode: 'string' }).notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The payment a confirmation recorded. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_notices_org_status_idx').on(t.orgId, t.status, t.createdAt.desc()),
    index('payment_notices_invoice_idx').on(t.invoiceId),
    check('payment_notices_amount_check', sql`${t.amountPaise} > 0`),
    check('payment_notices_status_check', sql`${t.status} IN ('pending', 'confirmed', 'rejected')`),
  ],
);
