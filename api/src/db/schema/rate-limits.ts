// Rate-limit counters shared by every API instance: one row per limited key and window.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);
