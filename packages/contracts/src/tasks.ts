// Requests and answers of the task calls (spec §7 Tasks): list with filters, create, update, bulk.
import * as v from 'valibot';
import { isoDate, Uuid } from './common';
import { WaitingOnClientSchema } from './document-chase';
import { DUE_PRESETS } from './due-dates';
import { LIMITS } from './limits';
import { MoneySchema } from './money';
import { PaginationSchema } from './responses';
import { FREQUENCIES } from './statuses';
import { STATUS_CHIP_KEYS, TASK_SCOPES, TASK_SORT_FIELDS } from './task-views';
import { TRIAGE_QUEUE_KEYS } from './triage';

export const TASK_MESSAGES = {
  etWhole: 'ET must be a whole number ≥ 0',
  ttWhole: 'TT must be a whole number ≥ 0',
  badDate: 'Due date must be a valid date (YYYY-MM-DD)',
  unknownStatus: 'Unknown status',
  unknownPriority: 'Unknown priority',
  unknownClient: 'Unknown client',
  unknownUser: 'Unknown user',
  helpUserRequired: 'Choose who should help when the status is Help Required',
  badFrequency: 'Frequency must be None, Monthly, Quarterly or Yearly',
  maxNewRows: 'Maximum 5 new tasks allowed',
  deleteConfirm: 'Are You sure you want to delete this task ?',
  noneSelected: 'No tasks selected to delete',
  ttBelowZero: 'Time taken cannot go below zero: someone has changed it meanwhile, reload and try again',
} as const;

/** Repeated query keys arrive as an array, a single one as a string: always give a list. */
const List = v.pipe(
  v.optional(v.union([v.string(), v.array(v.string())])),
  v.transform((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value])),
);
const PositiveInt = (fallback: string, max: number) =>
  v.pipe(v.optional(v.string(), fallback), v.transform(Number), v.integer(), v.minValue(1), v.maxValue(max));

export const TaskListQuery = v.object({
  scope: v.optional(v.picklist(TASK_SCOPES), 'my'),
  status: v.optional(v.picklist(STATUS_CHIP_KEYS)),
  priority: v.optional(v.string()),
  due: v.optional(v.picklist(DUE_PRESETS)),
  search: v.optional(v.pipe(v.string(), v.trim())),
  client: List,
  task: List,
  subTask: List,
  allottedTo: List,
  teamLeader: List,
  priorityIn: List,
  statusIn: List,
  frequency: List,
  /** Only the tasks of clients in these groups (case-insensitive, whole name). */
  clientGroup: List,
  /** 'true': only tasks waiting on the client (an open document request). */
  waitingOnClient: v.optional(v.picklist(['true', 'false'])),
  /** One triage queue (triage.ts): overdue, due soon and not started, unassigned, and so on. */
  queue: v.optional(v.picklist(TRIAGE_QUEUE_KEYS)),
  sortBy: v.optional(v.picklist(TASK_SORT_FIELDS), 'createdAt'),
  sortOrder: v.optional(v.picklist(['asc', 'desc']), 'desc'),
  page: PositiveInt('1', 100_000),
  /** 'false' for later pages of the same filters: rows and total only, no stats or chip counts. */
  counts: v.optional(v.picklist(['true', 'false']), 'true'),
  limit: PositiveInt(String(LIMITS.defaultPageSize), LIMITS.maxPageSize),
});
export type TaskListQuery = v.InferOutput<typeof TaskListQuery>;

const Minutes = (message: string) =>
  v.pipe(
    v.union([v.number(message), v.pipe(v.string(message), v.regex(/^\s*\d*\s*$/, message))], message),
    v.transform((value) => (typeof value === 'number' ? value : value.trim() === '' ? 0 : Number(value))),
    v.integer(message),
    v.minValue(0, message),
    v.maxValue(1_000_000, message),
  );

const DueDate = v.nullable(
  v.pipe(
    v.string(TASK_MESSAGES.badDate),
    // A day, or a full ISO timestamp (spreadsheets and scripts send those); nothing after it.
    v.regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/,
      TASK_MESSAGES.badDate,
    ),
    v.transform((s) => s.slice(0, 10)),
    isoDate(TASK_MESSAGES.badDate),
  ),
);

const OptionalId = v.nullable(Uuid);
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** Every field a task write may carry; status and priority by name ("To Do") or id. */
const taskFields = {
  client: v.optional(OptionalId),
  task: v.optional(Text(200)),
  subTask: v.optional(Text(200)),
  et: v.optional(Minutes(TASK_MESSAGES.etWhole)),
  tt: v.optional(Minutes(TASK_MESSAGES.ttWhole)),
  allottedTo: v.optional(OptionalId),
  teamLeader: v.optional(OptionalId),
  helpRequiredUser: v.optional(OptionalId),
  priority: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, TASK_MESSAGES.unknownPriority))),
  status: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, TASK_MESSAGES.unknownStatus))),
  dueDate: v.optional(DueDate),
  frequency: v.optional(v.picklist(FREQUENCIES, TASK_MESSAGES.badFrequency)),
  remarks: v.optional(v.nullable(Text(2000))),
};

export const CreateTaskBody = v.object(taskFields);
export type CreateTaskBody = v.InferOutput<typeof CreateTaskBody>;
/** An edit of TT carries the TT the editor saw (`ttFrom`): the difference is what is recorded,
 * so two people adding time at once both land; without it TT is set to the value sent. */
export const UpdateTaskBody = v.object({
  ...taskFields,
  ttFrom: v.optional(Minutes(TASK_MESSAGES.ttWhole)),
  /** An Admin completing a task whose required documents are still awaited says why (audited). */
  completionOverrideReason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
export type UpdateTaskBody = v.InferOutput<typeof UpdateTaskBody>;
/** A task write as a client sends it (a grid edit, a create): the input the schema accepts. */
export type TaskPatch = v.InferInput<typeof UpdateTaskBody>;

/** The tasks a bulk action acts on: ticked ids, or every task matching a view's filters (the
 * same parameters GET /tasks takes), resolved on the server so no hidden id is ever sent. */
const BulkIds = v.pipe(
  v.array(Uuid),
  v.minLength(1, TASK_MESSAGES.noneSelected),
  v.maxLength(LIMITS.maxBulkIds),
);
export const TaskSelection = v.union([v.object({ ids: BulkIds }), v.object({ view: TaskListQuery })]);
export type TaskSelection = v.InferOutput<typeof TaskSelection>;

const BulkUpdates = v.object({
  priority: taskFields.priority,
  status: taskFields.status,
  allottedTo: taskFields.allottedTo,
  teamLeader: taskFields.teamLeader,
  helpRequiredUser: taskFields.helpRequiredUser,
  dueDate: taskFields.dueDate,
});
export type BulkUpdates = v.InferInput<typeof BulkUpdates>;
export const BulkUpdateBody = v.union([
  v.object({ ids: BulkIds, updates: BulkUpdates }),
  v.object({ view: TaskListQuery, updates: BulkUpdates }),
]);
export type BulkUpdateBody = v.InferOutput<typeof BulkUpdateBody>;
export const BulkDeleteBody = TaskSelection;

export const PersonRefSchema = v.object({ id: v.string(), name: v.string() });
export type PersonRef = v.InferOutput<typeof PersonRefSchema>;

/** A task generated for a statutory obligation: which one, and its filing once recorded. */
export const TaskComplianceSchema = v.object({
  itemId: v.string(),
  code: v.string(),
  /** 'YYYY-MM', 'YYYY-YY Qn' or 'YYYY-YY'. */
  period: v.string(),
  /** The due date as first notified; the task's own due date is the one in force (extended or not). */
  originalDueDate: v.string(),
  extensionNote: v.nullable(v.string()),
  filedOn: v.nullable(v.string()),
  arn: v.nullable(v.string()),
});
export type TaskCompliance = v.InferOutput<typeof TaskComplianceSchema>;

export const TaskRowSchema = v.object({
  id: v.string(),
  client: v.nullable(v.object({ id: v.string(), name: v.string() })),
  task: v.string(),
  subTask: v.string(),
  et: v.number(),
  tt: v.number(),
  allottedTo: v.nullable(PersonRefSchema),
  teamLeader: v.nullable(PersonRefSchema),
  helpRequiredUser: v.nullable(PersonRefSchema),
  createdBy: v.nullable(v.string()),
  priority: v.string(),
  priorityId: v.string(),
  status: v.string(),
  statusId: v.string(),
  statusKey: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  frequency: v.picklist(FREQUENCIES),
  /** The quotation's amount; null when none. */
  quotationAmount: v.nullable(MoneySchema),
  remarks: v.nullable(v.string()),
  overdue: v.boolean(),
  /** Set when the task is a generated statutory obligation; null for every other task. */
  compliance: v.nullable(TaskComplianceSchema),
  /** Documents received of those asked for by the task's open requests; null when none is open. */
  waitingOnClient: WaitingOnClientSchema,
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type TaskRow = v.InferOutput<typeof TaskRowSchema>;

export const TaskStatsSchema = v.object({ count: v.number(), totalEt: v.number(), totalTt: v.number() });
export type TaskStats = v.InferOutput<typeof TaskStatsSchema>;

export const ChipCountSchema = v.object({ count: v.number(), minutes: v.number() });
export type ChipCount = v.InferOutput<typeof ChipCountSchema>;

export const TaskFilterCountsSchema = v.object({
  status: v.record(v.string(), ChipCountSchema),
  priority: v.record(v.string(), ChipCountSchema),
  due: v.record(v.string(), v.number()),
});
export type TaskFilterCounts = v.InferOutput<typeof TaskFilterCountsSchema>;

/** GET /tasks: a page of rows; stats and chip counts unless the query says `counts=false`. */
export const TaskListAnswerSchema = v.object({
  tasks: v.array(TaskRowSchema),
  pagination: PaginationSchema,
  stats: v.optional(TaskStatsSchema),
  filterCounts: v.optional(TaskFilterCountsSchema),
});
export type TaskListAnswer = v.InferOutput<typeof TaskListAnswerSchema>;

/** GET /tasks/counts: the chip counts and stats of a view, without its rows. */
export const TaskCountsAnswerSchema = v.object({
  counts: TaskFilterCountsSchema,
  stats: TaskStatsSchema,
});

/** One task, as a create, read or edit answers it. */
export const TaskAnswerSchema = v.object({ task: TaskRowSchema });

/** A delete of tasks: how many, and which. */
export const TasksDeletedSchema = v.object({ deleted: v.number(), ids: v.array(v.string()) });

export const TasksUpdatedSchema = v.object({ updated: v.number() });
