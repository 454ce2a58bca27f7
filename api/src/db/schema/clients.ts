// The practice's clients, with the business details that invoices need.
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organisations } from './organisations';
import { users } from './users';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    gstin: text('gstin'),
    /** Place of supply for an unregistered client; a registered one's comes from its GSTIN. */
    stateCode: text('state_code'),
    /** The client's PAN; with a GSTIN it is the GSTIN's characters 3 to 12. */
    pan: text('pan'),
    /** A company's CIN or an LLP's LLPIN. */
    cin: text('cin'),
    /** The family or group of companies the client belongs to (free text). */
    clientGroup: text('client_group'),
    /** Who generated compliance tasks go to; unassigned (the team leader's view) when null. */
    defaultAssigneeId: uuid('default_assignee_id').references(() => users.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_org_name_unique').on(t.orgId, sql`lower(${t.name})`),
    index('clients_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('clients_org_group').on(t.orgId, sql`lower(${t.clientGroup})`),
  ],
);
