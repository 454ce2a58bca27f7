// Whether the person behind a valid access token may still act: still there, Active, in the
// practice and role the token was signed for, and with the token version it carries. Read from
// the database on every request (one primary-key lookup): no per-process cache, so a change made
// through any instance applies on every instance at the next request.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export interface TokenHolder {
  sub: string;
  org: string;
  role: string;
  ver?: number;
}

export async function holderStillValid(db: Db, { sub, org, role, ver }: TokenHolder): Promise<boolean> {
  const [row] = await db
    .select({ orgId: users.orgId, role: users.role, status: users.status, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, sub));
  return (
    row?.status === 'Active' && row.orgId === org && row.role === role && row.tokenVersion === (ver ?? 0)
  );
}
