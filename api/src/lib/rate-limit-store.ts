// A store for @fastify/rate-limit kept in PostgreSQL (or PGlite: the same SQL), so every API
// instance behind one database counts against the same limits. One row per key and fixed window;
// each hit is one atomic upsert, so concurrent hits on any instance each see their own count.
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** Counts one hit on `key` in its current window (starting a new one if the last has ended). */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const resetAt = sql`now() + ${windowMs} * interval '1 millisecond'`;
  const ended = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${ended} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${ended} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000))::int`,
    });
  return { current: row?.current ?? 1, ttl: Number(row?.ttl ?? windowMs) };
}

/** Takes one hit back within the window that is still running (an attempt that turned out fine). */
export async function refundHit(db: Db, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`${rateLimitHits.hits} - 1` })
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.hits, 0), gt(rateLimitHits.resetAt, sql`now()`)));
}

async function readHits(db: Db, key: string): Promise<{ current: number; ttl: number }> {
  const [row] = await db
    .select({
      current: rateLimitHits.hits,
      ttl: sql<number>`ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000)::int`,
    })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.resetAt, sql`now()`)));
  return row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 };
}

/** Drops windows that have ended (called now and then; a stale row is harmless meanwhile). */
export async function pruneHits(db: Db): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.resetAt, sql`now() - interval '1 minute'`));
}

/** The store class @fastify/rate-limit instantiates (`store` option), bound to the database. */
export function postgresRateLimitStore(db: Db) {
  return class PostgresRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      countHit(db, key, timeWindow).then((r) => callback(null, r), callback);
    }
    read(key: string, callback: Callback) {
      readHits(db, key).then((r) => callback(null, r), callback);
    }
    child() {
      return new PostgresRateLimitStore();
    }
  };
}
