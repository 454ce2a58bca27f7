// A span of time cut at the practice's midnights: the seconds that fall on each of its dates.
import { todayIn } from '@practice-desk/contracts';
import dayjs from 'dayjs';

const partFormatters = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `at`, in milliseconds. */
function offsetMs(timeZone: string, at: number): number {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partFormatters.set(timeZone, formatter);
  }
  const part = Object.fromEntries(
    formatter.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(part.year ?? 0, (part.month ?? 1) - 1, part.day, part.hour, part.minute, part.second);
  return wall - Math.floor(at / 1000) * 1000;
}

/** The instant a date begins in the zone. */
export function midnightOf(timeZone: string, date: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const first = wall - offsetMs(timeZone, wall);
  // Once more at the found instant, for a zone whose offset changes near that midnight.
  return wall - offsetMs(timeZone, first);
}

export function secondsByDate(timeZone: string, from: Date, to: Date): { date: string; seconds: number }[] {
  const parts: { date: string; seconds: number }[] = [];
  let start = from.getTime();
  const end = to.getTime();
  let date = todayIn(timeZone, from);
  while (start < end) {
    const next = dayjs(date).add(1, 'day').format('YYYY-MM-DD');
    const until = Math.min(end, midnightOf(timeZone, next));
    parts.push({ date, seconds: Math.max(0, (until - start) / 1000) });
    start = until;
    date = next;
  }
  return parts.length ? parts : [{ date, seconds: 0 }];
}
