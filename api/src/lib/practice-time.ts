// The practice's time zone and today's date in it, on the request's clock: what every "today",
// due date and period on the server counts from, whatever zone the server itself runs in.
import { DEFAULT_TIME_ZONE, todayIn } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import { organisations } from '../db/schema';
import type { ServiceContext } from './context';

type PracticeRef = Pick<ServiceContext, 'db' | 'orgId' | 'timeZone'>;

/** The practice's time zone: the one the session check read when there is one, else from the
 * database (jobs, seeds). */
export async function practiceTimeZone(ctx: PracticeRef): Promise<string> {
  if (ctx.timeZone) return ctx.timeZone;
  const [org] = await ctx.db
    .select({ timeZone: organisations.timeZone })
    .from(organisations)
    .where(eq(organisations.id, ctx.orgId));
  return org?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Today (YYYY-MM-DD) in the practice's time zone, on the request's clock. */
export async function practiceToday(ctx: PracticeRef & Pick<ServiceContext, 'now'>): Promise<string> {
  return todayIn(await practiceTimeZone(ctx), ctx.now);
}
