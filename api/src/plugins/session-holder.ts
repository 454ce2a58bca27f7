// Whether the person behind a valid access token may still act: still there, Active, in the
// practice and role the token was signed for, and with the token version it carries. Read from
// the database on every request (one primary-key lookup): no per-process cache, so a change made
// through any instance applies on every instance at the next request. The same statement reads
// the practice's time zone, which most requests need for "today" and would otherwise ask again,
// and whether the sign-in session the token was issued in is still open: a logout (or a stolen
// refresh token's revocation) ends that session's access tokens at once, not when they expire.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { compiledSelect } from '../db/compiled';
import { organisations, refreshTokens, users } from '../db/schema';

export interface TokenHolder {
  sub: string;
  org: string;
  role: string;
  ver?: number;
  /** The refresh-token family (sign-in session) the token was issued in. */
  sid?: string;
}

// Every request runs it: built once (db/compiled.ts).
const holderById = compiledSelect(['sub', 'sid'], (db, { sub, sid }) =>
  db
    .select({
      sessionOpen: sql<boolean>`exists (select 1 from ${refreshTokens}
        where ${refreshTokens.familyId} = ${sid}::uuid and ${refreshTokens.revokedAt} is null)`,
      orgId: users.orgId,
      role: users.role,
      status: users.status,
      tokenVersion: users.tokenVersion,
      timeZone: organisations.timeZone,
    })
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(eq(users.id, sub as unknown as string)),
);

/** The holder's practice time zone when the token still holds; null when it no longer does. */
export async function validHolder(
  db: Db,
  { sub, org, role, ver, sid }: TokenHolder,
): Promise<{ timeZone: string } | null> {
  const [row] = await holderById(db, { sub, sid: sid ?? null });
  const holds =
    row?.status === 'Active' &&
    row.orgId === org &&
    row.role === role &&
    row.tokenVersion === (ver ?? 0) &&
    (sid === undefined || row.sessionOpen);
  return holds ? { timeZone: row.timeZone } : null;
}
