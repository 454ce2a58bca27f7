// What autovacuum does on a PostgreSQL server, for the embedded database: PGlite runs PostgreSQL
// in one process with no autovacuum worker, so nothing else ever vacuums or analyses its tables.
// Unanalysed, the planner guesses row counts (an imported 100,000 tasks plan as if a few hundred)
// and without a visibility map every index-only scan reads the table too: the 'my' task page's two
// statements took 30–44 ms each instead of 3–6 ms at 100,000 tasks (scripts/bench, BENCH_UPKEEP).
// A table is vacuumed and analysed, one at a time so requests run between them, when it has never
// been analysed, when its size moved 10% (and 8 pages) from the one its statistics know, or when
// its last vacuum is a day old (deleted rows do not change a table's size until vacuumed). The
// statistics views' counters (n_dead_tup and the like) are not kept up to date by PGlite, so the
// table's size stands in for them.
import type { PGlite } from '@electric-sql/pglite';

const DAY_MS = 24 * 60 * 60_000;

/** Vacuums and analyses the tables that need it as of `now`; returns their names. */
export async function upkeepPglite(pglite: PGlite, now: Date): Promise<string[]> {
  const due = await pglite.query<{ name: string }>(
    `select c.relname as name
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       left join pg_stat_user_tables s on s.relid = c.oid
      where n.nspname = 'public' and c.relkind = 'r'
        and (c.reltuples < 0
          or abs(pg_relation_size(c.oid) / current_setting('block_size')::int - c.relpages)
             >= greatest(8, c.relpages / 10)
          or s.last_vacuum is null
          or s.last_vacuum < $1::timestamptz)
      order by c.relname`,
    [new Date(now.getTime() - DAY_MS).toISOString()],
  );
  const names = due.rows.map((row) => row.name);
  for (const name of names) await pglite.exec(`vacuum (analyze) "${name.replaceAll('"', '""')}"`);
  return names;
}
