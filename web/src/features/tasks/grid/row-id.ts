// A grid row is a saved task or an unsaved new row; both are told apart and keyed here.
import type { TaskRow } from '@practice-desk/contracts';
import type { DraftRow } from '../states/new-rows-store';

export type GridRow = TaskRow | DraftRow;

export function isDraft(row: GridRow | undefined): row is DraftRow {
  return Boolean(row && 'draftId' in row);
}

/** The key selection and the grid use: the task id, or the draft id before the server answers. */
export function rowKey(row: GridRow): string {
  return isDraft(row) ? row.draftId : row.id;
}
