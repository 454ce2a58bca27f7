import { type BoardCellStatus, COMPLIANCE_STATUSES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { boardCellDescription, boardCellText, STATUS_LOOK } from './status-look';

const cell = (status: BoardCellStatus, filedOn: string | null = null) => ({
  status,
  waitingOnClient: null,
  itemId: status === 'not-applicable' || status === 'not-generated' ? null : 'i1',
  title: status === 'not-applicable' || status === 'not-generated' ? null : 'GSTR-3B Oct 2026',
  dueDate: status === 'not-applicable' ? null : '2026-11-20',
  filedOn,
});

describe('compliance statuses on screen', () => {
  it('gives every status words and a colour, each colour its own', () => {
    for (const status of COMPLIANCE_STATUSES) expect(STATUS_LOOK[status].label).not.toBe('');
    const colours = Object.values(STATUS_LOOK).map((look) => look.color);
    expect(new Set(colours).size).toBe(colours.length);
    expect(STATUS_LOOK['filed-late'].label).toBe('Filed late');
  });

  it('writes the status board cells as the partner reads them', () => {
    expect(boardCellText(cell('filed', '2026-11-12'))).toBe('Filed 12 Nov');
    expect(boardCellText(cell('filed-late', '2026-11-25'))).toBe('Filed late');
    expect(boardCellText(cell('open'))).toBe('Open');
    expect(boardCellText(cell('overdue'))).toBe('Overdue');
    expect(boardCellText(cell('not-generated'))).toBe('Not generated');
    expect(boardCellText(cell('not-applicable'))).toBe('—');
    expect(boardCellText(undefined)).toBe('—');
  });

  it('describes a cell with its period and dates for a screen reader', () => {
    expect(boardCellDescription(cell('filed-late', '2026-11-25'), 'Oct 2026')).toBe(
      'Oct 2026: Filed late, due 20 Nov 2026, filed 25 Nov 2026',
    );
    expect(boardCellDescription(cell('not-applicable'), 'Oct 2026')).toBe('Oct 2026: not applicable');
  });

  it('starts the name with the text the cell shows, the waiting count after it', () => {
    const filed = { ...cell('filed', '2026-11-12'), waitingOnClient: { received: 1, total: 3 } };
    expect(boardCellDescription(filed, 'Oct 2026')).toBe(
      'Oct 2026: Filed 12 Nov 1/3 (Waiting on client (1 of 3 received)), due 20 Nov 2026, filed 12 Nov 2026',
    );
    for (const status of ['open', 'overdue', 'filed-late', 'not-generated'] as const)
      expect(boardCellDescription(cell(status, '2026-11-25'), 'Oct 2026')).toContain(
        `Oct 2026: ${boardCellText(cell(status, '2026-11-25'))}`,
      );
  });
});
