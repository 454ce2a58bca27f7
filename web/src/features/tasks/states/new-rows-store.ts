// Unsaved new task rows (spec §2 "New rows"): at most 5, created on the client with the
// defaults, shown pinned on top. Each remembers the id the server gave it, so later edits update
// that task; a row leaves the list when the person moves on or saves.
import { LIMITS, type TaskRow } from '@practice-desk/contracts';
import { create } from 'zustand';

export interface DraftRow extends TaskRow {
  draftId: string;
  /** The server's id once created; null while unsaved. */
  savedId: string | null;
}

/** Who adds the row, and the practice's today: its due date until changed. */
export interface DraftOwner {
  id: string;
  name: string;
  leads: boolean;
  today: string;
}

interface NewRowsState {
  rows: DraftRow[];
  /** Adds a row with the defaults; false when 5 are already open. */
  add(me: DraftOwner): boolean;
  change(draftId: string, row: Partial<DraftRow>): void;
  remove(draftIds: string[]): void;
  clear(): void;
}

let counter = 0;

export function draftRow(me: DraftOwner): DraftRow {
  counter += 1;
  const now = new Date().toISOString();
  const self = { id: me.id, name: me.name };
  return {
    draftId: `new-${Date.now()}-${counter}`,
    savedId: null,
    id: '',
    client: null,
    task: '',
    subTask: '',
    et: 0,
    tt: 0,
    allottedTo: self,
    teamLeader: me.leads ? self : null,
    helpRequiredUser: null,
    createdBy: me.id,
    priority: 'Medium',
    priorityId: '',
    status: 'To Do',
    statusId: '',
    statusKey: 'TODO',
    dueDate: me.today,
    frequency: 'None',
    quotationAmount: null,
    remarks: null,
    compliance: null,
    waitingOnClient: null,
    overdue: false,
    createdAt: now,
    updatedAt: now,
  };
}

export const useNewRowsStore = create<NewRowsState>((set, get) => ({
  rows: [],
  add: (me) => {
    if (get().rows.length >= LIMITS.maxUnsavedTaskRows) return false;
    set({ rows: [draftRow(me), ...get().rows] });
    return true;
  },
  change: (draftId, row) =>
    set({ rows: get().rows.map((r) => (r.draftId === draftId ? { ...r, ...row } : r)) }),
  remove: (draftIds) => set({ rows: get().rows.filter((r) => !draftIds.includes(r.draftId)) }),
  clear: () => set({ rows: [] }),
}));
