// Request templates (Configurations): the documents a practice asks for, per task template or per
// compliance form (GSTR-3B: sales register, purchase invoices, bank statement…). A request raised
// from one starts with its documents; one that requires them holds its task back from Completed.
import * as v from 'valibot';
import { Uuid } from './common';

export const REQUEST_TEMPLATE_LIMITS = { items: 50, templates: 500 } as const;

export const REQUEST_TEMPLATE_MESSAGES = {
  created: 'Request template added',
  updated: 'Request template saved',
  deleted: 'Request template deleted',
  notFound: 'Request template not found',
  nameRequired: 'Name the template',
  itemsRequired: 'List at least one document',
  itemNameRequired: 'Name the document',
  forRequired: 'Choose a task template or a compliance form',
  forBoth: 'Choose either a task template or a compliance form, not both',
  taskTemplateNotFound: 'Task template not found',
  taskTemplateTaken: 'This task template already has a request template',
  formTaken: 'This compliance form already has a request template',
} as const;

export const RequestTemplateItem = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, REQUEST_TEMPLATE_MESSAGES.itemNameRequired),
    v.maxLength(200),
  ),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  required: v.optional(v.boolean(), true),
});
export type RequestTemplateItem = v.InferOutput<typeof RequestTemplateItem>;

export const RequestTemplateBody = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, REQUEST_TEMPLATE_MESSAGES.nameRequired),
    v.maxLength(200),
  ),
  /** What it is for: a task template, or a compliance form's code (e.g. 'GSTR-3B'); exactly one. */
  taskTemplateId: v.optional(v.nullable(Uuid), null),
  formCode: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(20))), null),
  items: v.pipe(
    v.array(RequestTemplateItem),
    v.minLength(1, REQUEST_TEMPLATE_MESSAGES.itemsRequired),
    v.maxLength(REQUEST_TEMPLATE_LIMITS.items),
  ),
  /** The task cannot be Completed while a request raised from this template waits for them. */
  requiredBeforeCompletion: v.optional(v.boolean(), false),
  isActive: v.optional(v.boolean(), true),
});
export type RequestTemplateBody = v.InferOutput<typeof RequestTemplateBody>;

export const RequestTemplateSchema = v.object({
  id: v.string(),
  name: v.string(),
  taskTemplateId: v.nullable(v.string()),
  taskTemplateName: v.nullable(v.string()),
  formCode: v.nullable(v.string()),
  items: v.array(v.object({ name: v.string(), note: v.string(), required: v.boolean() })),
  requiredBeforeCompletion: v.boolean(),
  isActive: v.boolean(),
  updatedAt: v.string(),
});
export type RequestTemplate = v.InferOutput<typeof RequestTemplateSchema>;
export const RequestTemplateAnswerSchema = v.object({ template: RequestTemplateSchema });
export const RequestTemplateListSchema = v.object({ templates: v.array(RequestTemplateSchema) });

/** The forms a template is usually made for, offered first in the picker (any rule's code works). */
export const REQUEST_TEMPLATE_SUGGESTIONS: { formCode: string; items: string[] }[] = [
  { formCode: 'GSTR-3B', items: ['Sales register', 'Purchase invoices', 'Bank statement'] },
  {
    formCode: 'ITR',
    items: ['Form 16', 'Bank interest certificates', 'Capital gains statement'],
  },
  { formCode: 'TAX-AUDIT', items: ['Trial balance', 'Ledgers'] },
];
