// Refresh tokens: opaque, stored hashed, rotated on every use within a family; presenting a token
// that was already used means it leaked, so the whole family is revoked — unless its rotation's
// answer was plainly lost (see REUSE_GRACE_MS).

import { randomUUID } from 'node:crypto';
import { ERRORS } from '@practice-desk/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { Unauthorized } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';

export interface SessionOwner {
  id: string;
  orgId: string;
}

export async function startSession(
  db: Db | TenantDb,
  user: SessionOwner,
  remember: boolean,
  ttlDays: number,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = newToken();
  await db.insert(refreshTokens).values({
    orgId: user.orgId,
    userId: user.id,
    familyId,
    tokenHash: hashToken(token),
    remember,
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
  });
  return token;
}

export async function revokeFamily(db: Db | TenantDb, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: Db | TenantDb, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a person on every instance: their refresh tokens are revoked and the
 * token version their access tokens carry no longer matches. Returns the new version. */
export async function endAllSessions(db: Db | TenantDb, userId: string): Promise<number> {
  const [bumped] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  await revokeAllSessions(db, userId);
  return bumped?.tokenVersion ?? 0;
}

/**
 * A token presented again this soon after its rotation, while the token that rotation issued has
 * never been used, is a browser that lost the answer (a reload or a dropped connection while the
 * refresh was under way), not a thief: it gets another token in the family instead of ending the
 * session. Once the newer token has been used, or after the window, a reuse revokes the family.
 * (The same trade as the "grace period" / "reuse interval" of the common identity providers.)
 */
export const REUSE_GRACE_MS = 30_000;

async function answerWasLost(db: Db | TenantDb, row: typeof refreshTokens.$inferSelect): Promise<boolean> {
  if (!row.usedAt || Date.now() - row.usedAt.getTime() > REUSE_GRACE_MS) return false;
  const [usedSuccessor] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, row.familyId),
        // Uses are stamped by this code in whole milliseconds, so they compare exactly (a
        // creation time read back into a Date loses its microseconds and would match the row).
        gt(refreshTokens.usedAt, row.usedAt),
      ),
    )
    .limit(1);
  return !usedSuccessor;
}

type Rotation = { reused: true } | { reused: false; userId: string; refreshToken: string; familyId: string };

/** Exchanges a refresh token for a new one in the same family; returns the owner. */
export async function rotateSession(
  db: Db | TenantDb,
  token: string,
  ttlDays: number,
): Promise<{ userId: string; refreshToken: string; familyId: string }> {
  const rotation = await db.transaction(async (tx): Promise<Rotation> => {
    // The row lock serialises two concurrent uses of one token: the second one sees the first's use.
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now())
      throw new Unauthorized(ERRORS.sessionExpired);
    if (row.usedAt && !(await answerWasLost(tx, row))) {
      await revokeFamily(tx, row.familyId);
      return { reused: true };
    }
    if (!row.usedAt)
      await tx.update(refreshTokens).set({ usedAt: new Date() }).where(eq(refreshTokens.id, row.id));
    const owner = { id: row.userId, orgId: row.orgId };
    const refreshToken = await startSession(tx, owner, row.remember, ttlDays, row.familyId);
    return { reused: false, userId: row.userId, refreshToken, familyId: row.familyId };
  });
  // Refused only after the transaction has committed the family's revocation.
  if (rotation.reused) throw new Unauthorized(ERRORS.sessionExpired);
  return rotation;
}

export async function endSession(db: Db | TenantDb, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(token)));
  if (row) await revokeFamily(db, row.familyId);
}
