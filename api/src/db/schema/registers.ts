// The registers a CA office keeps: the UDIN register of signed attest documents and the DSC
// register of clients' signature tokens in the practice's custody, with their in-out log.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, id, updatedAt } from './columns';
import { organisations } from './organisations';
import { tasks } from './tasks';
import { users } from './users';

export const udinDocuments = pgTable(
  'udin_documents',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    documentType: text('document_type', {
      enum: ['audit_report', 'tax_audit_report', 'certificate', 'gst_audit', 'other'],
    }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    signerId: uuid('signer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The signer's membership number when the document was registered: the register keeps it. */
    membershipNumber: text('membership_number').notNull(),
    signedOn: date('signed_on', { mode: 'string' }).notNull(),
    udin: text('udin'),
    generatedOn: date('generated_on', { mode: 'string' }),
    taskId: uuid('task_id').references(() => tasks.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The window-close date the due-soon alert went out for; a new date (signing or window
     * changed) starts a new spell. */
    dueSoonAlertedFor: date('due_soon_alerted_for', { mode: 'string' }),
    /** The window-close date the overdue alert went out for. */
    overdueAlertedFor: date('overdue_alerted_for', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('udin_documents_org_udin_unique').on(t.orgId, t.udin),
    index('udin_documents_org_signed_idx').on(t.orgId, t.signedOn.desc()),
    index('udin_documents_pending_idx').on(t.orgId, t.signedOn).where(sql`${t.udin} is null`),
  ],
);

export const dscCertificates = pgTable(
  'dsc_certificates',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    holderName: text('holder_name').notNull(),
    holderKind: text('holder_kind', { enum: ['client_contact', 'director', 'partner'] }).notNull(),
    certificateClass: text('certificate_class').notNull(),
    tokenSerial: text('token_serial').notNull(),
    issuedBy: text('issued_by').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    custody: text('custody', { enum: ['in_office', 'with_client'] })
      .notNull()
      .default('in_office'),
    notes: text('notes').notNull().default(''),
    /** The smallest of 30/15/7 whose alert went out, for `expiryAlertedFor`; a renewed certificate
     * (new valid-to) starts again. */
    expiryAlertedDays: integer('expiry_alerted_days'),
    expiryAlertedFor: date('expiry_alerted_for', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dsc_certificates_org_serial_unique').on(t.orgId, sql`lower(${t.tokenSerial})`),
    index('dsc_certificates_org_valid_idx').on(t.orgId, t.validTo),
  ],
);

export const dscMovements = pgTable(
  'dsc_movements',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    certificateId: uuid('certificate_id')
      .notNull()
      .references(() => dscCertificates.id, { onDelete: 'cascade' }),
    takenBy: text('taken_by').notNull(),
    purpose: text('purpose').notNull().default(''),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('dsc_movements_certificate_idx').on(t.certificateId, t.takenAt.desc()),
    // One token is out at most once at a time.
    uniqueIndex('dsc_movements_open_unique').on(t.certificateId).where(sql`${t.returnedAt} is null`),
  ],
);
