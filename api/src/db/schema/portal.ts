// The client portal: the client contacts who may sign in (by e-mail, per client), the single-use
// sign-in links mailed to them and the portal sessions those links open. A portal session is its
// own kind, not a staff session: only /api/portal/* reads it (modules/portal/session.ts).
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/** A client's contact with portal access: the e-mail is one of the client's compliance-profile
 * contacts (the profile keeps the contact's details; this row keeps the access). */
export const portalContacts = pgTable(
  'portal_contacts',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Lower case. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when staff take the access away; a new invitation clears it. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_contacts_client_email_unique').on(t.orgId, t.clientId, t.email),
    index('portal_contacts_org_email_idx').on(t.orgId, t.email),
  ],
);

/** A mailed sign-in link: only the token's hash is kept; it works once, until `expiresAt`. */
export const portalLinks = pgTable(
  'portal_links',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('portal_links_token_unique').on(t.tokenHash)],
);

/** An open portal session of one e-mail address in one practice: it sees the clients that address
 * is a contact of. Sliding: each use moves `expiresAt` on. */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_sessions_token_unique').on(t.tokenHash),
    index('portal_sessions_org_email_idx').on(t.orgId, t.email).where(sql`${t.revokedAt} is null`),
  ],
);
