// Every report runs in one transaction (one snapshot for all its statements) tuned for its one
// big aggregate; SET LOCAL ends with the transaction. Measured on 100,000 tasks:
// - work_mem: a month of a large practice sums ~100,000 tasks' time entries; with the default
//   4 MB PostgreSQL walks the time-entry index task by task instead of hashing (3-5x slower).
// - no parallel workers: the planner gives each worker its own copy of the per-task aggregate,
//   tripling the work on a small server.
// - no JIT: compiling costs more than these sub-second queries gain.
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../lib/context';

export const REPORT_WORK_MEM = '64MB';

export function inReportSession<T>(
  ctx: ServiceContext,
  run: (ctx: ServiceContext) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    // One statement (a prepared statement cannot hold several); `true`: for this transaction only.
    await tx.execute(
      sql`select set_config('work_mem', ${REPORT_WORK_MEM}, true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true)`,
    );
    return run({ ...ctx, db: tx });
  });
}
