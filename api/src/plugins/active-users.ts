// Whether the person behind a valid access token may still act: still there, Active, and in the
// practice and role the token was signed for. An access token outlives a deactivation, removal or
// role change by up to its lifetime; this check ends it at the next request.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export interface TokenHolder {
  sub: string;
  org: string;
  role: string;
}

export interface ActiveUsers {
  isActive(holder: TokenHolder): Promise<boolean>;
  /** Drops what is known of a person (after their status or role changed, or they were removed). */
  forget(userId: string): void;
}

/** One primary-key lookup per person every `ttlMs` at most. Changes made through this instance
 * call `forget` and apply at once; another instance sees them within `ttlMs`. */
export function createActiveUsers(db: Db, ttlMs = 5_000, now: () => number = Date.now): ActiveUsers {
  const known = new Map<string, { orgId: string; role: string; at: number }>();
  // Bumped by every forget: a lookup that started before a change must not cache what it read.
  let epoch = 0;
  return {
    async isActive({ sub, org, role }) {
      const t = now();
      let person = known.get(sub);
      if (!person || t - person.at >= ttlMs) {
        known.delete(sub);
        const startedIn = epoch;
        const [row] = await db
          .select({ orgId: users.orgId, role: users.role, status: users.status })
          .from(users)
          .where(eq(users.id, sub));
        if (row?.status !== 'Active') return false;
        if (known.size >= 10_000) known.clear();
        person = { orgId: row.orgId, role: row.role, at: t };
        if (startedIn === epoch) known.set(sub, person);
      }
      return person.orgId === org && person.role === role;
    },
    forget(userId) {
      epoch += 1;
      known.delete(userId);
    },
  };
}
