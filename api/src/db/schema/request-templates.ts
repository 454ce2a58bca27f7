// Request templates: the documents a practice asks a client for, kept per task template or per
// compliance form, and whether a request raised from one holds its task back from Completed.
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { taskTemplates } from './config';
import { organisations } from './organisations';

export interface RequestTemplateItemRow {
  name: string;
  note: string;
  required: boolean;
}

export const requestTemplates = pgTable(
  'request_templates',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** What it is for: a task template or a compliance form's code, one of the two. */
    taskTemplateId: uuid('task_template_id').references(() => taskTemplates.id, { onDelete: 'cascade' }),
    formCode: text('form_code'),
    items: jsonb('items').$type<RequestTemplateItemRow[]>().notNull(),
    requiredBeforeCompletion: boolean('required_before_completion').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('request_templates_task_template_unique')
      .on(t.orgId, t.taskTemplateId)
      .where(sql`${t.taskTemplateId} is not null`),
    uniqueIndex('request_templates_form_unique')
      .on(t.orgId, t.formCode)
      .where(sql`${t.formCode} is not null`),
  ],
);
