// A practice's signing certificate (class-3 DSC as .pfx/.p12) that signs every PDF it issues: the
// file as uploaded, its password encrypted with the app's signing key, and what it says of itself.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt } from './columns';
import { organisations } from './organisations';

export const signingCertificates = pgTable('signing_certificates', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  p12: bytea('p12').notNull(),
  /** AES-256-GCM under the app's signing key (config `signingKey`): iv.tag.ciphertext, base64url. */
  passwordEncrypted: text('password_encrypted').notNull(),
  subject: text('subject').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
