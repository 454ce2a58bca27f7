import { IMPORT_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import type { ImportNames } from './names';
import { checkRow, parseDueDate } from './rows';

const names: ImportNames = {
  clients: new Map([['sahyadri agro foods', { id: 'c1', name: 'Sahyadri Agro Foods' }]]),
  people: new Map([
    ['priya joshi', { id: 'u2', name: 'Priya Joshi' }],
    ['priya@demo.test', { id: 'u2', name: 'Priya Joshi' }],
  ]),
  statuses: new Map([['to do', { id: 's1', name: 'To Do', systemKey: 'TODO' }]]),
  priorities: new Map([['high', { id: 'p1', name: 'High' }]]),
  defaultStatus: { id: 's1', name: 'To Do', systemKey: 'TODO' },
  defaultPriorityId: 'p0',
};
const admin = { id: 'u1', orgId: 'o1', role: 'ADMIN' as const, name: 'Anita' };
const row = (cells: Record<string, string>) => (field: string) => cells[field] ?? '';

describe('an import row', () => {
  it('reads due dates in the forms people type and refuses impossible ones', () => {
    expect(parseDueDate('2026-05-11')).toBe('2026-05-11');
    expect(parseDueDate('11/05/2026')).toBe('2026-05-11');
    expect(parseDueDate('11 May 2026')).toBe('2026-05-11');
    expect(parseDueDate('2026-02-30')).toBeUndefined();
    expect(parseDueDate('')).toBeNull();
  });

  it('finds the assignee by name or e-mail, without case', () => {
    for (const assignee of ['PRIYA JOSHI', 'priya@demo.test'])
      expect(
        checkRow(2, row({ client: 'Sahyadri Agro Foods', task: 'GST', assignee }), names, admin).values
          .allottedTo,
      ).toBe('u2');
  });

  it('never gives an unknown assignee’s row to the importer silently', () => {
    const checked = checkRow(
      2,
      row({ client: 'Sahyadri Agro Foods', task: 'GST', assignee: 'Ghost' }),
      names,
      admin,
    );
    expect(checked.errors).toEqual([IMPORT_MESSAGES.unknownAssignee('Ghost')]);
  });

  it('holds a team member to tasks of their own', () => {
    const member = { ...admin, role: 'TEAM_MEMBER' as const };
    const checked = checkRow(
      2,
      row({ client: 'Sahyadri Agro Foods', task: 'GST', assignee: 'Priya Joshi' }),
      names,
      member,
    );
    expect(checked.errors).toEqual([IMPORT_MESSAGES.notYours]);
  });
});
