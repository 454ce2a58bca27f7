// The operator's command for the scheduled jobs (`npm run jobs -- list`, `npm run jobs -- run
// <name>`): running a job for every practice is the server's operator's to do, not a button an
// Admin of one practice presses. Writes what it did to `out`; answers the exit code.
import { jobInterval } from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { scheduledJobs } from '../../db/schema';
import type { JobRunner } from './runner';

export const JOBS_USAGE = 'Usage: npm run jobs -- list | npm run jobs -- run <name>';

export async function jobsCommand(
  db: Db,
  runner: JobRunner,
  args: string[],
  out: (line: string) => void,
): Promise<number> {
  const [verb, name, ...rest] = args;
  if (verb === 'list' && !name) {
    await runner.seed();
    const rows = new Map((await db.select().from(scheduledJobs)).map((row) => [row.name, row]));
    for (const job of runner.jobs) {
      const row = rows.get(job.name);
      const last = row?.lastRunAt
        ? `last ${row.lastStatus} at ${row.lastRunAt.toISOString()}${row.lastError ? ` (${row.lastError})` : ''}`
        : 'not run yet';
      out(`${job.name.padEnd(22)} ${job.title}: ${jobInterval(job.everyMinutes)}; ${last}`);
    }
    return 0;
  }
  if (verb === 'run' && name && rest.length === 0) {
    if (!runner.jobs.some((job) => job.name === name)) {
      out(`No scheduled job is named ${name}. ${JOBS_USAGE}; list names them.`);
      return 2;
    }
    out(`running ${name} for every practice…`);
    const ran = await runner.runNamed(name);
    if (!ran) {
      out(`${name} is running now in another process; run it again once it has finished.`);
      return 1;
    }
    const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
    const took = `${(ran.durationMs / 1000).toFixed(1)} s`;
    if (ran.result.ok) {
      out(`${name} ran for every practice in ${took}; next run ${row?.nextRunAt.toISOString()}`);
      return 0;
    }
    out(`${name} failed after ${took}: ${ran.result.error}`);
    return 1;
  }
  out(JOBS_USAGE);
  return 2;
}
