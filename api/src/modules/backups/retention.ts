// Which backups are kept: every one of the 24 hours before the newest (a backup taken before
// migrations is not lost to the day's scheduled one), the newest of each of the last `keepDaily`
// days that have one, and the newest of each of the last `keepWeekly` weeks (Monday to Sunday,
// UTC) that have one. Everything else is deleted by the caller.

const NAME = /^practice-desk-(\d{4})-(\d{2})-(\d{2})T(\d{2})-(\d{2})-(\d{2})(?:-(\d{3}))?Z\.tar$/;

/** The backup file name for a moment (UTC, sortable, no characters a file system refuses). */
export function backupFileName(at: Date): string {
  return `practice-desk-${at.toISOString().replace(/:/g, '-').replace('.', '-')}.tar`;
}

/** When a backup file was taken, from its name; null for any other file. */
export function takenAtOf(name: string): Date | null {
  const m = NAME.exec(name);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, ms = '000'] = m;
  return new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}Z`);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);

function weekOf(at: Date): string {
  const monday = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return dayOf(monday);
}

/** The names among `names` to delete; names that are not backups are never chosen. */
export function backupsToDelete(names: string[], keepDaily: number, keepWeekly: number): string[] {
  const backups = names
    .map((name) => ({ name, at: takenAtOf(name) }))
    .filter((b): b is { name: string; at: Date } => b.at !== null)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const newest = backups[0]?.at.getTime() ?? 0;
  const keep = new Set<string>(backups.filter((b) => newest - b.at.getTime() < DAY_MS).map((b) => b.name));
  const newestOf = (key: (at: Date) => string, limit: number) => {
    const seen = new Set<string>();
    for (const b of backups) {
      const k = key(b.at);
      if (seen.has(k)) continue;
      if (seen.size >= limit) break;
      seen.add(k);
      keep.add(b.name);
    }
  };
  newestOf(dayOf, keepDaily);
  newestOf(weekOf, keepWeekly);
  return backups.filter((b) => !keep.has(b.name)).map((b) => b.name);
}
