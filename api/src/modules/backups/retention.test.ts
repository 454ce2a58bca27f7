import { describe, expect, it } from 'vitest';
import { backupFileName, backupsToDelete, takenAtOf } from './retention';

/** One backup a day at 02:00 UTC for `days` days ending 2026-11-29 (a Sunday), newest first. */
function daily(days: number): string[] {
  return Array.from({ length: days }, (_, i) => backupFileName(new Date(Date.UTC(2026, 10, 29 - i, 2))));
}

describe('backup retention', () => {
  it('names a backup by its moment and reads the moment back', () => {
    const at = new Date('2026-11-29T02:00:05.123Z');
    expect(backupFileName(at)).toBe('practice-desk-2026-11-29T02-00-05-123Z.tar');
    expect(takenAtOf(backupFileName(at))).toEqual(at);
    expect(takenAtOf('notes.txt')).toBeNull();
  });

  it('keeps 14 daily and 8 weekly backups out of 100 days of them', () => {
    const names = daily(100);
    const deleted = new Set(backupsToDelete(names, 14, 8));
    const kept = names.filter((n) => !deleted.has(n));
    // The last 14 days, then the newest of each older week up to 8 weeks in all.
    expect(kept.slice(0, 14)).toEqual(names.slice(0, 14));
    expect(kept.map((n) => n.slice(14, 24))).toEqual([
      ...names.slice(0, 14).map((n) => n.slice(14, 24)),
      '2026-11-15',
      '2026-11-08',
      '2026-11-01',
      '2026-10-25',
      '2026-10-18',
      '2026-10-11',
    ]);
  });

  it('keeps every backup of the last 24 hours, then the newest of each day, and never other files', () => {
    const olderDay = backupFileName(new Date('2026-11-27T02:00:00Z'));
    const olderDayAgain = backupFileName(new Date('2026-11-27T11:00:00Z'));
    const beforeMigrations = backupFileName(new Date('2026-11-28T11:00:00Z'));
    const scheduled = backupFileName(new Date('2026-11-29T02:00:00Z'));
    const deleted = backupsToDelete(
      [olderDay, olderDayAgain, beforeMigrations, scheduled, 'README.txt'],
      14,
      8,
    );
    expect(deleted).toEqual([olderDay]);
  });

  it('keeps the last day’s backups even when told to keep no daily or weekly ones', () => {
    expect(backupsToDelete(daily(3), 0, 0)).toEqual(daily(3).slice(1));
  });
});
