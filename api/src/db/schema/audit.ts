// The audit trail: one row per change of an audited record (written by the database's own
// triggers, in the change's transaction) and per sign-in event. Append-only: a trigger refuses
// UPDATE, DELETE and TRUNCATE. No foreign keys, so a deleted record or person keeps its history.
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Each changed field: its value before and after (null on create / delete). */
export type AuditChanges = Record<string, { old: unknown; new: unknown }>;

/** A created or deleted record's columns as the trigger stored them (nulls included). */
export type AuditSnapshot = Record<string, unknown>;

export const auditLog = pgTable(
  'audit_log',
  {
    /** Increasing: with `at` the key pages are read by, so page N costs what page 1 does. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    orgId: uuid('org_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null: the system (a job, or a change made outside a request). */
    userId: uuid('user_id'),
    /** The person's name when they made the change. */
    userName: text('user_name'),
    /** The table of the record ('tasks', 'clients', ...) or 'session' for sign-in events. */
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    /** The record this one belongs to (a time entry's task, an invoice line's invoice). */
    parentId: uuid('parent_id'),
    /** What people call the record (a client's name, a task's title, an invoice's number). */
    label: text('label'),
    /** create, update, delete; or login, login_failed, password_changed, password_reset. */
    action: text('action').notNull(),
    /** An update's changed fields; a create or delete written before 0025 (see `snapshot`). */
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    /** A create's or delete's record as it was given / as it was, minus the columns left out,
     * masked ones as "(file)": copied as a whole it costs a bulk insert far less than building
     * {old, new} per field, which the reader does instead (auditChanges). */
    snapshot: jsonb('snapshot').$type<AuditSnapshot>(),
    ip: text('ip'),
    session: text('session'),
  },
  // Ascending (at, id): read backwards they give ORDER BY at DESC, id DESC exactly. An index built
  // DESC NULLS LAST would not match that order (DESC sorts nulls first), and every page would sort
  // the practice's whole log (430 ms at 1,000,000 entries, scripts/bench/audit.ts).
  (t) => [
    index('audit_log_org_at_idx').on(t.orgId, t.at, t.id),
    index('audit_log_org_entity_at_idx').on(t.orgId, t.entity, t.at, t.id),
    index('audit_log_org_record_at_idx').on(t.orgId, t.entityId, t.at, t.id),
    index('audit_log_org_parent_at_idx')
      .on(t.orgId, t.parentId, t.at, t.id)
      .where(sql`${t.parentId} is not null`),
    index('audit_log_org_user_at_idx').on(t.orgId, t.userId, t.at, t.id),
  ],
);
