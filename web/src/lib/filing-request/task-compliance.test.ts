import type { TaskCompliance, TaskRow } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { filingToAsk } from './task-compliance';

const compliance: TaskCompliance = {
  itemId: 'item-1',
  code: 'GSTR-3B',
  period: '2026-10',
  originalDueDate: '2026-11-20',
  extensionNote: null,
  filedOn: null,
  arn: null,
};

const row = (extra: Partial<TaskRow> = {}): TaskRow =>
  ({
    id: 't1',
    client: { id: 'c1', name: 'Sahyadri Agro Foods Pvt Ltd' },
    task: 'GSTR-3B – Oct 2026',
    status: 'In Progress',
    statusKey: 'IN_PROGRESS',
    dueDate: '2026-11-20',
    compliance,
    ...extra,
  }) as TaskRow;

describe('completing a generated task in the grid', () => {
  it('asks for the filing when the status becomes Completed', () => {
    expect(filingToAsk(row(), 'COMPLETED')).toEqual({
      itemId: 'item-1',
      code: 'GSTR-3B',
      title: 'GSTR-3B – Oct 2026',
      clientName: 'Sahyadri Agro Foods Pvt Ltd',
      dueDate: '2026-11-20',
    });
  });

  it('saves as before for another status, a task without compliance, or one already filed', () => {
    expect(filingToAsk(row(), 'IN_PROGRESS')).toBeNull();
    expect(filingToAsk(row(), null)).toBeNull();
    expect(filingToAsk(row({ compliance: null }), 'COMPLETED')).toBeNull();
    expect(filingToAsk(row({ compliance: undefined }), 'COMPLETED')).toBeNull();
    expect(
      filingToAsk(row({ compliance: { ...compliance, filedOn: '2026-11-18' } }), 'COMPLETED'),
    ).toBeNull();
    expect(filingToAsk(row({ status: 'Completed', statusKey: 'COMPLETED' }), 'COMPLETED')).toBeNull();
  });
});
