// Per-practice configuration: statuses, priorities, task templates and preferences.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { organisations } from './organisations';

export const statuses = pgTable(
  'statuses',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** Set for the system statuses (renamable, not deletable); null for custom ones. */
    systemKey: text('system_key'),
    name: text('name').notNull(),
    color: text('color').notNull().default('#3b82f6'),
    followUpRequired: boolean('follow_up_required').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('statuses_org_key_unique').on(t.orgId, t.systemKey),
    uniqueIndex('statuses_org_name_unique').on(t.orgId, sql`lower(${t.name})`),
  ],
);

export const priorities = pgTable(
  'priorities',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    systemKey: text('system_key'),
    name: text('name').notNull(),
    color: text('color').notNull().default('#3b82f6'),
    rank: integer('rank').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('priorities_org_key_unique').on(t.orgId, t.systemKey),
    uniqueIndex('priorities_org_name_unique').on(t.orgId, sql`lower(${t.name})`),
  ],
);

export const taskTemplates = pgTable(
  'task_templates',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    defaultPriorityId: uuid('default_priority_id').references(() => priorities.id, { onDelete: 'set null' }),
    defaultEstimatedMinutes: integer('default_estimated_minutes').notNull().default(60),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('task_templates_org_name_unique').on(t.orgId, sql`lower(${t.name})`)],
);

export const templateSubTasks = pgTable(
  'template_sub_tasks',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    templateId: uuid('template_id')
      .notNull()
      .references(() => taskTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('template_sub_tasks_template_idx').on(t.templateId, t.position)],
);

export const preferences = pgTable('preferences', {
  orgId: uuid('org_id')
    .primaryKey()
    .references(() => organisations.id, { onDelete: 'cascade' }),
  dateFormat: text('date_format').notNull().default('DD/MM/YYYY'),
  timeUnit: text('time_unit').notNull().default('Minutes'),
  country: text('country').notNull().default('India'),
  taxColumns: jsonb('tax_columns').$type<string[]>().notNull().default(['CGST', 'SGST', 'IGST']),
  customTaxes: jsonb('custom_taxes')
    .$type<{ name: string; percentage: number }[]>()
    .notNull()
    .default([
      { name: 'Tax 1', percentage: 18 },
      { name: 'Tax 2', percentage: 2 },
    ]),
  showQuotationTaskWise: boolean('show_quotation_task_wise').notNull().default(true),
  invoiceTerms: text('invoice_terms').notNull().default(''),
  /** How far ahead the daily job keeps compliance tasks generated. */
  complianceMonthsAhead: integer('compliance_months_ahead').notNull().default(3),
  /** Days after signing within which a document's UDIN must be generated (ICAI's window). */
  udinWindowDays: integer('udin_window_days').notNull().default(60),
  /** Days before a compliance item's due date its document request is raised by itself (0: never). */
  autoRequestDays: integer('auto_request_days').notNull().default(10),
  /** The reminders to a client about a request: first after N days, then every M days until its
   * due date, then every K days. */
  requestReminderFirstDays: integer('request_reminder_first_days').notNull().default(3),
  requestReminderEveryDays: integer('request_reminder_every_days').notNull().default(3),
  requestReminderAfterDueDays: integer('request_reminder_after_due_days').notNull().default(2),
  /** Minutes of Monday … Sunday a person works unless their own week says otherwise. */
  workingWeek: jsonb('working_week').$type<number[]>().notNull().default([480, 480, 480, 480, 480, 480, 0]),
  updatedAt: updatedAt(),
});
