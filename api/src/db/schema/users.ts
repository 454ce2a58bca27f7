// People of a practice, their sessions (refresh tokens) and single-use mail tokens.
import { ROLES } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organisations } from './organisations';

export const users = pgTable(
  'users',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    role: text('role', { enum: ROLES }).notNull(),
    status: text('status', { enum: ['Active', 'Inactive', 'Invited'] })
      .notNull()
      .default('Active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Carried in every access token; bumped to end all of a person's sessions at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    /** Opted in to the daily e-mail of their compliance items due soon or overdue. */
    complianceDigest: boolean('compliance_digest').notNull().default(false),
    /** The practice's day the digest last went out: a second run that day sends nothing. */
    complianceDigestSentOn: date('compliance_digest_sent_on', { mode: 'string' }),
    /** What an hour of this person's time is billed at (paise); null: the practice's hourly rate. */
    billingRatePaise: bigint('billing_rate_paise', { mode: 'number' }),
    /** What an hour of this person's time costs the practice (paise), for profitability. */
    costRatePaise: bigint('cost_rate_paise', { mode: 'number' }),
    /** ICAI membership number (6 digits) of a member who signs attest documents; null otherwise. */
    membershipNumber: text('membership_number'),
    /** Minutes of Monday … Sunday this person works; null: the practice's working week. */
    workingWeek: jsonb('working_week').$type<number[]>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One account per e-mail address across practices: sign-in is by e-mail alone.
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    index('users_org_idx').on(t.orgId, t.name),
    uniqueIndex('users_org_membership_unique').on(t.orgId, t.membershipNumber),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    remember: boolean('remember').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset_password', 'invite', 'verify_email'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    index('one_time_tokens_user_idx').on(t.userId),
  ],
);
