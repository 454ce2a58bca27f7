// Requests and answers of the configuration calls the task screen reads: statuses, priorities,
// task templates, and the practice's people for pickers.
import * as v from 'valibot';
import { DEFAULT_COLOR } from './statuses';

const Color = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^#[0-9a-fA-F]{6}$/, 'Colour must be a hex value like #3b82f6'),
);

export const STATUS_MESSAGES = {
  nameRequired: 'Status name is required',
  nameTaken: 'A status with this name already exists',
} as const;

export const StatusBody = v.object({
  name: v.pipe(
    v.string(STATUS_MESSAGES.nameRequired),
    v.trim(),
    v.minLength(1, STATUS_MESSAGES.nameRequired),
    v.maxLength(60),
  ),
  color: v.optional(Color, DEFAULT_COLOR),
  followUpRequired: v.optional(v.boolean(), false),
});
export type StatusBody = v.InferOutput<typeof StatusBody>;

export const StatusRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  color: v.string(),
  followUpRequired: v.boolean(),
  systemKey: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StatusRow = v.InferOutput<typeof StatusRowSchema>;

export const PriorityRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  color: v.string(),
  systemKey: v.nullable(v.string()),
  rank: v.number(),
  createdAt: v.string(),
});
export type PriorityRow = v.InferOutput<typeof PriorityRowSchema>;

export const TaskTemplateRowSchema = v.object({
  id: v.string(),
  name: v.string(),
  subTasks: v.array(v.string()),
  defaultPriority: v.nullable(v.string()),
  defaultEstimatedTime: v.number(),
  isActive: v.boolean(),
  createdAt: v.string(),
});
export type TaskTemplateRow = v.InferOutput<typeof TaskTemplateRowSchema>;

export const StatusListSchema = v.object({ statuses: v.array(StatusRowSchema) });
export const StatusAnswerSchema = v.object({ status: StatusRowSchema });
export const PriorityListSchema = v.object({ priorities: v.array(PriorityRowSchema) });
export const PriorityAnswerSchema = v.object({ priority: PriorityRowSchema });
export const TaskTemplateListSchema = v.object({ templates: v.array(TaskTemplateRowSchema) });
export const TaskTemplateAnswerSchema = v.object({ template: TaskTemplateRowSchema });
