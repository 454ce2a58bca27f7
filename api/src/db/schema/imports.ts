// Task imports: each committed batch (for the history and undo) and the parsed uploads waiting for
// their commit, kept in the database so any instance can finish what another previewed.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';
import { organisations } from './organisations';
import { users } from './users';

/** A row the commit did not import, as the file had it, with why. */
export interface FailedImportRow {
  row: number;
  values: Record<string, string>;
  reason: string;
}

export const importBatches = pgTable(
  'import_batches',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    filename: text('filename').notNull(),
    created: integer('created').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failedRows: jsonb('failed_rows').$type<FailedImportRow[]>().notNull().default([]),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('import_batches_org_created_idx').on(t.orgId, t.createdAt.desc())],
);

export const pendingImports = pgTable(
  'pending_imports',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** Every data row as text cells in header order: gzipped JSON (a 50,000-row file is about
     * 1 MB so, where jsonb took 5 MB and the embedded database's memory to build it). */
    rows: bytea('rows').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_imports_expires_idx').on(t.expiresAt)],
);
