// The period of a report: today in the practice's time zone and the chosen chip's first and last
// day, computed on the server and passed to the SQL as parameters.
import { periodBounds, type ReportPeriod, type ReportQuery, todayIn } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceTimeZone } from '../../lib/practice-time';

export interface ResolvedPeriod extends ReportPeriod {
  timeZone: string;
}

export async function resolvePeriod(ctx: ServiceContext, query: ReportQuery): Promise<ResolvedPeriod> {
  const timeZone = await practiceTimeZone(ctx);
  const today = todayIn(timeZone, ctx.now);
  const bounds = periodBounds(query.dateType, today, query.fromDate, query.toDate);
  return {
    dateType: query.dateType,
    today,
    ...bounds,
    timeZone,
    approvedOnly: query.approvedOnly === 'true',
  };
}

/** The period as the answer carries it (no time zone). */
export function publicPeriod({ timeZone: _tz, ...period }: ResolvedPeriod): ReportPeriod {
  return period;
}
