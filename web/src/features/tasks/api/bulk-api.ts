// Bulk calls on a selection (ticked ids, or a whole view resolved by the server), its compliance
// items to mark filed, and the Trash.
import type {
  BulkPreview,
  BulkUpdates,
  MovedToTrash,
  TaskFilingTargets,
  TrashRow,
} from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';
import type { BulkSelection } from './view-filter';

export type { BulkSelection } from './view-filter';

export const bulkApi = {
  preview: async (selection: BulkSelection) =>
    (await send<BulkPreview>('post', 'tasks/bulk-preview', selection)).data,
  update: (selection: BulkSelection, updates: BulkUpdates) =>
    send<{ updated: number }>('post', 'tasks/bulk-update', { ...selection, updates }),
  /** The compliance items behind the selection, to mark filed, and what was left out. */
  filingTargets: async (selection: BulkSelection) =>
    (await send<TaskFilingTargets>('post', 'compliance/filings/from-tasks', selection)).data,
  remove: (selection: BulkSelection) => send<MovedToTrash>('post', 'tasks/bulk-delete', selection),
  removeOne: (id: string) => send<MovedToTrash>('delete', `tasks/${id}`),
  trash: async () => (await getData<{ tasks: TrashRow[] }>('tasks/trash')).tasks,
  restore: (ids: string[]) => send<{ restored: number; ids: string[] }>('post', 'tasks/restore', { ids }),
  purge: (ids: string[]) => send<{ purged: number }>('post', 'tasks/trash/purge', { ids }),
};
