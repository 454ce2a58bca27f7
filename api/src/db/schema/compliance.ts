// Statutory compliance: each client's profile (what the rules are read against), the obligations
// generated from it (one per client, form and period; each with its task and, once filed, the
// acknowledgement), and the due-date extensions the government notifies.
import type { ComplianceProfile } from '@practice-desk/contracts';
import { date, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { organisations } from './organisations';
import { storedFiles } from './stored-files';
import { tasks } from './tasks';
import { users } from './users';

/** The profile without its GSTIN, which is the client's own `clients.gstin` (one definition). */
export type StoredComplianceProfile = Omit<ComplianceProfile, 'gstin'>;

export const clientCompliance = pgTable(
  'client_compliance',
  {
    clientId: uuid('client_id')
      .primaryKey()
      .references(() => clients.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    profile: jsonb('profile').$type<StoredComplianceProfile>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('client_compliance_org_idx').on(t.orgId)],
);

export const complianceItems = pgTable(
  'compliance_items',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The task the work is done in; null once that task is deleted for good. */
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    /** 'YYYY-MM', 'YYYY-YY Qn' or 'YYYY-YY'. */
    period: text('period').notNull(),
    /** DIR-3-KYC is per director; '' for every other form. */
    directorDin: text('director_din').notNull().default(''),
    title: text('title').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** The due date as first notified, kept when an extension moves `dueDate`. */
    originalDueDate: date('original_due_date', { mode: 'string' }).notNull(),
    extensionNote: text('extension_note'),
    filedOn: date('filed_on', { mode: 'string' }),
    arn: text('arn'),
    /** Before files moved into the database: the acknowledgement PDF's name under the practice's
     * folder of DATA_DIR/uploads, read once by the move at start (db/move-uploads.ts). */
    acknowledgementFile: text('acknowledgement_file'),
    /** The acknowledgement PDF, if one was given. */
    acknowledgementFileId: uuid('acknowledgement_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    filedBy: uuid('filed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Generation is idempotent: one obligation per client, form, period (and director).
    uniqueIndex('compliance_items_identity_unique').on(t.clientId, t.code, t.period, t.directorDin),
    index('compliance_items_org_due_idx').on(t.orgId, t.dueDate),
    index('compliance_items_task_idx').on(t.taskId),
  ],
);

export const complianceExtensions = pgTable(
  'compliance_extensions',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    period: text('period').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    note: text('note').notNull(),
    /** Only these clients; null for every client of the practice. */
    clientIds: jsonb('client_ids').$type<string[] | null>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('compliance_extensions_org_code_idx').on(t.orgId, t.code, t.period)],
);
