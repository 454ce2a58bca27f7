import { describe, expect, it } from 'vitest';
import { countOf, dayText, extensionText, longDayText } from './item-text';

describe('a calendar item in words', () => {
  it('shows dates as day, short month and year', () => {
    expect(dayText('2026-11-05')).toBe('5 Nov 2026');
    expect(dayText(null)).toBe('');
    expect(longDayText('2026-11-20')).toBe('Fri 20 Nov 2026');
  });

  it("says 'Extended to … (note)' only when an extension moved the due date", () => {
    expect(
      extensionText({
        dueDate: '2026-11-30',
        originalDueDate: '2026-11-20',
        extensionNote: 'Notification 12/2026-CT',
      }),
    ).toBe('Extended to 30 Nov 2026 (Notification 12/2026-CT)');
    expect(extensionText({ dueDate: '2026-11-30', originalDueDate: '2026-11-20', extensionNote: null })).toBe(
      'Extended to 30 Nov 2026',
    );
    expect(
      extensionText({ dueDate: '2026-11-20', originalDueDate: '2026-11-20', extensionNote: null }),
    ).toBeNull();
  });

  it('counts in words', () => {
    expect(countOf(1, 'item')).toBe('1 item');
    expect(countOf(0, 'item')).toBe('0 items');
  });
});
