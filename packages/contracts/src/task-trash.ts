// The Trash of deleted tasks (30 days, then purged) and the preview a bulk confirm shows.
import * as v from 'valibot';
import { Uuid } from './common';
import { PersonRefSchema } from './tasks';

export const TRASH_DAYS = 30;
/** A bulk action on a whole view acts on at most this many tasks at once. */
export const BULK_VIEW_MAX = 5000;

export const TRASH_MESSAGES = {
  restored: (n: number) => `Restored ${n} task(s)`,
  purged: (n: number) => `Deleted ${n} task(s) for good`,
  purgeConfirm: (n: number) => `Delete ${n} task(s) for good? This cannot be undone.`,
  tooMany: `A bulk action takes at most ${BULK_VIEW_MAX} tasks; narrow the view first`,
  empty: 'The Trash is empty',
} as const;

export const TrashIdsBody = v.object({
  ids: v.pipe(v.array(Uuid), v.minLength(1, 'Select at least one task'), v.maxLength(5000)),
});
export type TrashIdsBody = v.InferOutput<typeof TrashIdsBody>;

export const TrashRowSchema = v.object({
  id: v.string(),
  task: v.string(),
  subTask: v.string(),
  client: v.nullable(PersonRefSchema),
  deletedBy: v.nullable(PersonRefSchema),
  deletedAt: v.string(),
});
export type TrashRow = v.InferOutput<typeof TrashRowSchema>;
export const TrashAnswerSchema = v.object({ tasks: v.array(TrashRowSchema) });

/** What a bulk confirm names: how many tasks, and the first five of them. */
export const BulkPreviewSchema = v.object({ count: v.number(), names: v.array(v.string()) });
export type BulkPreview = v.InferOutput<typeof BulkPreviewSchema>;

/** The answer of a delete: the ids moved to the Trash, for Undo. */
export const MovedToTrashSchema = v.object({ deleted: v.number(), ids: v.array(v.string()) });
export type MovedToTrash = v.InferOutput<typeof MovedToTrashSchema>;

export const RestoredSchema = v.object({ restored: v.number(), ids: v.array(v.string()) });
export const PurgedSchema = v.object({ purged: v.number() });

/** "GSTR-3B – March (Acme Traders)": how a task is named in confirms. */
export function taskLabel(row: { task: string; subTask: string; clientName: string | null }): string {
  const name = [row.task, row.subTask].filter(Boolean).join(' – ') || 'Untitled task';
  return row.clientName ? `${name} (${row.clientName})` : name;
}
