// Document requests: what the practice asks a client to send (a list of items with a due date,
// tied to a task or a compliance item when there is one), and the files the client uploads
// against each item (bytes in stored_files).
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
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { complianceItems } from './compliance';
import { organisations } from './organisations';
import { portalContacts } from './portal';
import { requestTemplates } from './request-templates';
import { storedFiles } from './stored-files';
import { tasks } from './tasks';
import { users } from './users';

export const documentRequests = pgTable(
  'document_requests',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    complianceItemId: uuid('compliance_item_id').references(() => complianceItems.id, {
      onDelete: 'set null',
    }),
    /** What lists and the audit trail call it (the API's `title`). */
    name: text('name').notNull(),
    dueDate: date('due_date').notNull(),
    /** open until every required item is accepted (or not applicable), then complete. */
    status: text('status', { enum: ['open', 'complete'] })
      .notNull()
      .default('open'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The template its documents came from; its rule on completing the task applies. */
    templateId: uuid('template_id').references(() => requestTemplates.id, { onDelete: 'set null' }),
    /** Raised by the scheduled job ahead of its compliance item's due date (once per item). */
    raisedAutomatically: boolean('raised_automatically').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_requests_org_client_idx').on(t.orgId, t.clientId, t.createdAt),
    index('document_requests_org_due_idx').on(t.orgId, t.dueDate).where(sql`${t.status} = 'open'`),
    index('document_requests_task_idx').on(t.taskId).where(sql`${t.status} = 'open'`),
    index('document_requests_compliance_item_idx').on(t.complianceItemId),
    // Once per item, whichever instance or run gets there first.
    uniqueIndex('document_requests_auto_unique').on(t.complianceItemId).where(sql`${t.raisedAutomatically}`),
  ],
);

export const documentRequestItems = pgTable(
  'document_request_items',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    required: boolean('required').notNull().default(true),
    status: text('status', {
      enum: ['pending', 'uploaded', 'not_applicable', 'accepted', 'returned'],
    })
      .notNull()
      .default('pending'),
    /** The client's note on the item, or its reason for 'not applicable'. */
    clientNote: text('client_note'),
    /** Staff's comment when they accepted or returned it. */
    staffComment: text('staff_comment'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [index('document_request_items_request_idx').on(t.requestId, t.position)],
);

export const documentRequestFiles = pgTable(
  'document_request_files',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => documentRequestItems.id, { onDelete: 'cascade' }),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => portalContacts.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('document_request_files_item_idx').on(t.itemId, t.createdAt)],
);

/** Each reminder mailed to the client about a request: one per step of the practice's schedule
 * (unique, so reruns and a second instance never mail a step twice). */
export const documentRequestReminders = pgTable(
  'document_request_reminders',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    step: integer('step').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentTo: text('sent_to').notNull(),
    /** The documents the mail listed as still missing. */
    missing: jsonb('missing').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('document_request_reminders_step_unique').on(t.requestId, t.step)],
);
