import { describe, expect, it } from 'vitest';
import { complianceStatus, moreUrgent } from './status';

describe('the status of a compliance item', () => {
  const due = '2026-11-20';

  it('is filed when filed on or before the due date', () => {
    expect(complianceStatus({ dueDate: due, filedOn: '2026-11-20' }, '2026-12-01')).toBe('filed');
    expect(complianceStatus({ dueDate: due, filedOn: '2026-11-02' }, '2026-11-03')).toBe('filed');
  });

  it('is filed late when filed after the due date, whatever today is', () => {
    expect(complianceStatus({ dueDate: due, filedOn: '2026-11-21' }, '2026-11-21')).toBe('filed-late');
  });

  it('is overdue when not filed and today is after the due date', () => {
    expect(complianceStatus({ dueDate: due, filedOn: null }, '2026-11-21')).toBe('overdue');
  });

  it('is open when not filed and due today or later', () => {
    expect(complianceStatus({ dueDate: due, filedOn: null }, '2026-11-20')).toBe('open');
    expect(complianceStatus({ dueDate: due, filedOn: null }, '2026-10-01')).toBe('open');
  });

  it('counts an extended due date: filed after the original but by the extension is on time', () => {
    expect(complianceStatus({ dueDate: '2026-12-31', filedOn: '2026-12-15' }, '2027-01-05')).toBe('filed');
  });

  it('puts overdue before open before filed late before filed', () => {
    expect(moreUrgent('overdue', 'open')).toBe(true);
    expect(moreUrgent('open', 'filed-late')).toBe(true);
    expect(moreUrgent('filed-late', 'filed')).toBe(true);
    expect(moreUrgent('filed', 'overdue')).toBe(false);
  });
});
