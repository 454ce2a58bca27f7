// Task import that asks instead of guessing: the fields a column can fill, header aliases, the
// preview and commit calls, the import history and the words both sides show.
import * as v from 'valibot';
import { Uuid } from './common';

export const IMPORT_FIELDS = [
  'client',
  'task',
  'subTask',
  'status',
  'priority',
  'et',
  'tt',
  'assignee',
  'teamLeader',
  'dueDate',
  'frequency',
  'remarks',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The template's header of each field (also what the failed-rows file and the screen call it). */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  client: 'Client',
  task: 'Task',
  subTask: 'SubTask',
  status: 'Status',
  priority: 'Priority',
  et: 'ET (min)',
  tt: 'TT (min)',
  assignee: 'Assignee',
  teamLeader: 'Team Leader',
  dueDate: 'Due Date',
  frequency: 'Frequency',
  remarks: 'Remarks',
};

/** Other names people give a column, compared without case, spaces, dots or brackets. */
export const IMPORT_HEADER_ALIASES: Record<ImportField, readonly string[]> = {
  client: ['Client', 'Client Name', 'Customer'],
  task: ['Task', 'Task Name'],
  subTask: ['SubTask', 'Sub Task', 'Sub-task'],
  status: ['Status'],
  priority: ['Priority'],
  et: ['ET', 'ET (min)', 'ET (mins)', 'Estimate', 'Estimated Time', 'Estimated Minutes'],
  tt: ['TT', 'TT (min)', 'Time Taken'],
  assignee: ['Assignee', 'Assigned To', 'Allotted To', 'Staff'],
  teamLeader: ['Team Leader', 'Leader'],
  dueDate: ['Due Date', 'Due'],
  frequency: ['Frequency', 'Recurrence'],
  remarks: ['Remarks', 'Notes'],
};

export const IMPORT_PREVIEW_ROWS = 50;
/** How long a preview's parsed upload waits for its commit. */
export const IMPORT_PENDING_MINUTES = 60;
export const IMPORT_ROW_STATUSES = ['ok', 'error', 'duplicate'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const IMPORT_MESSAGES = {
  clientRequired: 'Client is required',
  taskRequired: 'Task is required',
  unknownClient: (name: string) => `Unknown client '${name}'`,
  unknownAssignee: (name: string) => `Unknown assignee '${name}'`,
  unknownTeamLeader: (name: string) => `Unknown team leader '${name}'`,
  unknownStatus: (name: string) => `Unknown status '${name}'`,
  unknownPriority: (name: string) => `Unknown priority '${name}'`,
  notYours: 'You may only import tasks assigned to yourself',
  notLed: 'You may only import tasks you lead',
  duplicateOpen: 'Duplicate of an open task (same client, task, sub-task and due date)',
  duplicateRow: (row: number) => `Duplicate of row ${row} (same client, task, sub-task and due date)`,
  expired: 'This import preview has expired; choose the file again',
  noHeader: 'The file has no header row',
  assignedByImport: (count: number) => `${count} tasks were assigned to you by import`,
  undone: (moved: number) => `${moved} tasks moved to Trash`,
  keptEdited: 'Kept because they were changed after the import',
  alreadyUndone: 'This import was already undone',
} as const;

export const ImportMapping = v.record(v.string(), v.nullable(v.picklist(IMPORT_FIELDS)));
export type ImportMapping = v.InferOutput<typeof ImportMapping>;

export const ImportCommitBody = v.object({
  token: Uuid,
  /** header → field (null: ignore the column); omitted: the preview's own matching. */
  mapping: v.optional(ImportMapping),
  createClients: v.optional(v.boolean(), false),
});
export type ImportCommitBody = v.InferOutput<typeof ImportCommitBody>;

export const ImportPreviewBody = v.object({ token: Uuid, mapping: v.optional(ImportMapping) });
export type ImportPreviewBody = v.InferOutput<typeof ImportPreviewBody>;

/** A row as the screen shows it: the file's words, checked. */
export type ImportTaskCells = Partial<Record<ImportField, string>>;

export const ImportPreviewRowSchema = v.object({
  row: v.number(),
  status: v.picklist(IMPORT_ROW_STATUSES),
  errors: v.array(v.string()),
  // The file's words per field (ImportTaskCells); a field the file lacks is absent.
  task: v.record(v.string(), v.string()),
});
export type ImportPreviewRow = Omit<v.InferOutput<typeof ImportPreviewRowSchema>, 'task'> & {
  task: ImportTaskCells;
};

export const ImportPreviewSchema = v.object({
  token: v.string(),
  filename: v.string(),
  columns: v.array(v.object({ header: v.string(), field: v.nullable(v.picklist(IMPORT_FIELDS)) })),
  rows: v.array(ImportPreviewRowSchema),
  summary: v.object({ ok: v.number(), error: v.number(), duplicate: v.number() }),
  unknownClients: v.array(v.string()),
  /** Rows whose only problem is an unknown client: imported when the clients are created. */
  unknownClientRows: v.number(),
});
export type ImportPreview = Omit<v.InferOutput<typeof ImportPreviewSchema>, 'rows'> & {
  rows: ImportPreviewRow[];
};

export const ImportCommitResultSchema = v.object({
  batchId: v.string(),
  created: v.number(),
  skipped: v.number(),
  failedRowsUrl: v.nullable(v.string()),
});
export type ImportCommitResult = v.InferOutput<typeof ImportCommitResultSchema>;

export const ImportBatchRowSchema = v.object({
  id: v.string(),
  filename: v.string(),
  createdBy: v.nullable(v.string()),
  created: v.number(),
  skipped: v.number(),
  createdAt: v.string(),
  undoneAt: v.nullable(v.string()),
  failedRowsUrl: v.nullable(v.string()),
});
export type ImportBatchRow = v.InferOutput<typeof ImportBatchRowSchema>;

export const ImportUndoResultSchema = v.object({
  moved: v.number(),
  kept: v.array(
    v.object({ id: v.string(), task: v.string(), subTask: v.string(), client: v.nullable(v.string()) }),
  ),
});
export type ImportUndoResult = v.InferOutput<typeof ImportUndoResultSchema>;
