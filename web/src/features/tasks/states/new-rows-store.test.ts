import { LIMITS } from '@practice-desk/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { createBody, laterChanges } from './draft-body';
import { draftRow, useNewRowsStore } from './new-rows-store';

const me = { id: 'u1', name: 'Asha', leads: true, today: '2026-11-19' };

describe('unsaved new rows', () => {
  beforeEach(() => useNewRowsStore.getState().clear());

  it('start with the spec defaults: Medium, To Do, None, 0, 0, due today, allotted to me', () => {
    const row = draftRow(me);
    expect(row).toMatchObject({ priority: 'Medium', status: 'To Do', frequency: 'None', et: 0, tt: 0 });
    expect(row.dueDate).toBe('2026-11-19');
    expect(row.allottedTo).toEqual({ id: 'u1', name: 'Asha' });
    expect(row.teamLeader).toEqual({ id: 'u1', name: 'Asha' });
    expect(draftRow({ ...me, leads: false }).teamLeader).toBeNull();
  });

  it('holds at most five, newest on top', () => {
    for (let i = 0; i < LIMITS.maxUnsavedTaskRows; i++) expect(useNewRowsStore.getState().add(me)).toBe(true);
    expect(useNewRowsStore.getState().add(me)).toBe(false);
    expect(useNewRowsStore.getState().rows).toHaveLength(5);
    const [first, second] = useNewRowsStore.getState().rows;
    expect(first?.draftId).not.toBe(second?.draftId);
    useNewRowsStore.getState().remove([first?.draftId ?? '']);
    expect(useNewRowsStore.getState().rows).toHaveLength(4);
  });

  it('creates with everything entered, and sends later what changed while the create was in flight', () => {
    const row = { ...draftRow(me), client: { id: 'c1', name: 'Acme' } };
    expect(createBody(row)).toMatchObject({ client: 'c1', status: 'To Do', priority: 'Medium', et: 0 });
    const saved = { ...row, id: 't1', task: '', et: 0 };
    const local = { ...row, task: 'GST Returns', et: 30 };
    expect(laterChanges(local, saved)).toEqual({ task: 'GST Returns', et: 30 });
    expect(laterChanges(row, saved)).toEqual({});
  });
});
