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

export interface StatusRow {
  id: string;
  name: string;
  color: string;
  followUpRequired: boolean;
  systemKey: string | null;
  createdAt: string;
}

export interface PriorityRow {
  id: string;
  name: string;
  color: string;
  systemKey: string | null;
  rank: number;
  createdAt: string;
}

export interface TaskTemplateRow {
  id: string;
  name: string;
  subTasks: string[];
  defaultPriority: string | null;
  defaultEstimatedTime: number;
  isActive: boolean;
  createdAt: string;
}
