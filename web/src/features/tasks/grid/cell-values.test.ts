import type { TaskRow } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { applyPatch, formatDueDate, isMeaningful, parseMinutes, patchFor, statusLabel } from './cell-values';

const row: TaskRow = {
  id: 't1',
  client: { id: 'c1', name: 'Acme' },
  task: 'GST Return',
  subTask: 'GSTR-1',
  et: 60,
  tt: 15,
  allottedTo: { id: 'u1', name: 'Asha' },
  teamLeader: null,
  helpRequiredUser: null,
  createdBy: 'u1',
  priority: 'Medium',
  priorityId: 'p2',
  status: 'To Do',
  statusId: 's1',
  statusKey: 'TODO',
  dueDate: '2026-01-05',
  frequency: 'None',
  quotationAmount: null,
  remarks: null,
  overdue: false,
  compliance: null,
  waitingOnClient: null,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const names = {
  clientName: (id: string) => (id === 'c2' ? 'Bharat Traders' : undefined),
  personName: (id: string) => (id === 'u2' ? 'Ravi' : undefined),
  statusKey: (name: string) => (name === 'Help Required' ? 'HELP_REQUIRED' : null),
};

describe('grid cell values', () => {
  it("shows due dates in the practice's chosen format, DD/MM/YYYY by default", () => {
    expect(formatDueDate('2026-01-05', 'DD/MM/YYYY')).toBe('05/01/2026');
    expect(formatDueDate('2026-01-05', 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatDueDate('2026-01-05', 'MM/DD/YYYY')).toBe('01/05/2026');
    expect(formatDueDate(null, 'DD/MM/YYYY')).toBe('');
    expect(formatDueDate('not a date', 'DD/MM/YYYY')).toBe('');
  });

  it('reads ET/TT as whole minutes, blank as 0, and refuses the rest', () => {
    expect(parseMinutes('')).toBe(0);
    expect(parseMinutes(null)).toBe(0);
    expect(parseMinutes(' 45 ')).toBe(45);
    expect(parseMinutes(30)).toBe(30);
    expect(parseMinutes('-5')).toBeNull();
    expect(parseMinutes('1.5')).toBeNull();
    expect(parseMinutes(2.5)).toBeNull();
    expect(parseMinutes('abc')).toBeNull();
  });

  it('sends only values that changed', () => {
    expect(patchFor(row, 'et', 60)).toBeNull();
    expect(patchFor(row, 'et', '90')).toEqual({ et: 90 });
    expect(patchFor(row, 'et', 'x')).toBe('invalid');
    expect(patchFor(row, 'tt', '45')).toEqual({ tt: 45, ttFrom: 15 });
    expect(patchFor(row, 'task', ' GST Return ')).toBeNull();
    expect(patchFor(row, 'client', 'c1')).toBeNull();
    expect(patchFor(row, 'client', 'c2')).toEqual({ client: 'c2' });
    expect(patchFor(row, 'teamLeader', null)).toBeNull();
    expect(patchFor(row, 'dueDate', '2026-01-05')).toBeNull();
    expect(patchFor(row, 'dueDate', '2026-02-01')).toEqual({ dueDate: '2026-02-01' });
    expect(patchFor(row, 'priority', 'High')).toEqual({ priority: 'High' });
  });

  it('asks for the helper with Help Required and clears it with any other status', () => {
    expect(patchFor(row, 'status', { status: 'To Do', helpRequiredUser: null })).toBeNull();
    expect(patchFor(row, 'status', { status: 'Help Required', helpRequiredUser: 'u2' })).toEqual({
      status: 'Help Required',
      helpRequiredUser: 'u2',
    });
    const helped = applyPatch(row, { status: 'Help Required', helpRequiredUser: 'u2' }, names);
    expect(statusLabel(helped)).toBe('Help Required - Ravi');
    expect(patchFor(helped, 'status', { status: 'In Process', helpRequiredUser: null })).toEqual({
      status: 'In Process',
      helpRequiredUser: null,
    });
  });

  it('applies a patch locally with names for ids', () => {
    const next = applyPatch(row, { client: 'c2', allottedTo: 'u2', et: 5 }, names);
    expect(next.client).toEqual({ id: 'c2', name: 'Bharat Traders' });
    expect(next.allottedTo).toEqual({ id: 'u2', name: 'Ravi' });
    expect(next.et).toBe(5);
    expect(row.et).toBe(60);
  });

  it('creates a new row on its first non-empty, non-zero value only', () => {
    expect(isMeaningful({ et: 0 })).toBe(false);
    expect(isMeaningful({ task: '' })).toBe(false);
    expect(isMeaningful({ client: null })).toBe(false);
    expect(isMeaningful({ et: 30 })).toBe(true);
    expect(isMeaningful({ task: 'Audit' })).toBe(true);
  });

  it('reads h:mm as minutes and never clears a due date on a failed parse', () => {
    expect(parseMinutes('1:30')).toBe(90);
    expect(patchFor(row, 'et', '1:30')).toEqual({ et: 90 });
    expect(patchFor(row, 'tt', '-5')).toBe('invalid');
    expect(patchFor(row, 'dueDate', '')).toBeNull();
    expect(patchFor(row, 'dueDate', null)).toBeNull();
    expect(patchFor(row, 'dueDate', '31/02/2026')).toBeNull();
  });
});
