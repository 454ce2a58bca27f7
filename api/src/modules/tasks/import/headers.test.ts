import { describe, expect, it } from 'vitest';
import { applyMapping, fieldOfHeader, matchHeaders } from './headers';

describe('import headers', () => {
  it('understands the common names of each column, whatever their case and spacing', () => {
    expect(fieldOfHeader('Assigned To')).toBe('assignee');
    expect(fieldOfHeader('  assignee ')).toBe('assignee');
    expect(fieldOfHeader('STAFF')).toBe('assignee');
    expect(fieldOfHeader('ET (min)')).toBe('et');
    expect(fieldOfHeader('et')).toBe('et');
    expect(fieldOfHeader('Estimate')).toBe('et');
    expect(fieldOfHeader('Due')).toBe('dueDate');
    expect(fieldOfHeader('due  date')).toBe('dueDate');
    expect(fieldOfHeader('Sub-task')).toBe('subTask');
    expect(fieldOfHeader('SubTask')).toBe('subTask');
    expect(fieldOfHeader('Client Name')).toBe('client');
    expect(fieldOfHeader('Colour')).toBeNull();
  });

  it('gives a field to its first column only and leaves unknown columns unmapped', () => {
    expect(matchHeaders(['Client', 'Assignee', 'Staff', 'Notes?', 'Whatever'])).toEqual({
      Client: 'client',
      Assignee: 'assignee',
      Staff: null,
      'Notes?': 'remarks',
      Whatever: null,
    });
  });

  it('lets the person change or drop a column’s field', () => {
    expect(applyMapping(['Client', 'Owner'], { Owner: 'assignee', Client: null, Ghost: 'task' })).toEqual({
      Client: null,
      Owner: 'assignee',
    });
  });
});
