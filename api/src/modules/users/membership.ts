// A membership number belongs to one person of a practice: the UDIN register reads the signer
// from it. Checked before saving so the answer names the problem (the unique index still holds).
import { MEMBERSHIP_MESSAGES } from '@practice-desk/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { DomainError } from '../../lib/errors';

export async function assertMembershipFree(
  db: TenantDb,
  orgId: string,
  userId: string,
  membershipNumber: string | null | undefined,
): Promise<void> {
  if (!membershipNumber) return;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.orgId, orgId), eq(users.membershipNumber, membershipNumber), ne(users.id, userId)));
  if (other)
    throw new DomainError(409, MEMBERSHIP_MESSAGES.taken, [
      { field: 'membershipNumber', message: MEMBERSHIP_MESSAGES.taken },
    ]);
}
