// Reading people for sign-in: by e-mail across practices (e-mail is unique), or by id in a practice.
import type { AuthUser } from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organisations, users } from '../../db/schema';

const columns = { user: users, orgName: organisations.name, orgTimeZone: organisations.timeZone };

export type UserWithPractice = {
  user: typeof users.$inferSelect;
  orgName: string;
  orgTimeZone: string;
};

export async function userByEmail(db: Db, email: string): Promise<UserWithPractice | undefined> {
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function userById(db: Db, id: string, orgId?: string): Promise<UserWithPractice | undefined> {
  const where = orgId ? and(eq(users.id, id), eq(users.orgId, orgId)) : eq(users.id, id);
  const [row] = await db
    .select(columns)
    .from(users)
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(where);
  return row;
}

export function toAuthUser({ user, orgName, orgTimeZone }: UserWithPractice): AuthUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    orgId: user.orgId,
    orgName,
    orgTimeZone,
    complianceDigest: user.complianceDigest,
    membershipNumber: user.membershipNumber,
    createdAt: user.createdAt.toISOString(),
  };
}
