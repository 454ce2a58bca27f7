// The practice's people: invite (Invited + mailed link), resend, accept, change role or status,
// remove (deactivated when they own work). A practice always keeps one active Admin.
import { ERRORS, LIMITS, type UpdateUserBody, USER_MESSAGES, type UserRow } from '@practice-desk/contracts';
import { and, asc, count, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { actorSettings } from '../../db/actor';
import type { Db } from '../../db/client';
import { comments, invoices, oneTimeTokens, organisations, tasks, timeEntries, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, DomainError, NotFound } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { endAllSessions } from '../auth/sessions';
import { assertMembershipFree } from './membership';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  membershipNumber: users.membershipNumber,
  createdAt: users.createdAt,
};
const toRow = (u: {
  id: string;
  name: string;
  email: string;
  role: UserRow['role'];
  status: UserRow['status'];
  membershipNumber: string | null;
  createdAt: Date;
}): UserRow => ({ ...u, createdAt: u.createdAt.toISOString() });

export async function listUsers(ctx: ServiceContext): Promise<UserRow[]> {
  return (
    await ctx.db.select(columns).from(users).where(eq(users.orgId, ctx.orgId)).orderBy(asc(users.name))
  ).map(toRow);
}

export async function getUser(ctx: ServiceContext, id: string): Promise<UserRow> {
  const [user] = await ctx.db
    .select(columns)
    .from(users)
    .where(and(eq(users.orgId, ctx.orgId), eq(users.id, id)));
  if (!user) throw new NotFound('User not found');
  return toRow(user);
}

/** Creates a fresh invitation token (older ones stop working) and returns it. */
async function issueInvitation(db: TenantDb, orgId: string, userId: string): Promise<string> {
  const token = newToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.userId, userId),
        eq(oneTimeTokens.purpose, 'invite'),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values({
    orgId,
    userId,
    purpose: 'invite',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIMITS.inviteTokenTtlHours * 3_600_000),
  });
  return token;
}

export async function inviteUser(
  ctx: ServiceContext,
  body: { email: string; name?: string; role: UserRow['role'] },
) {
  const [taken] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${body.email})`);
  if (taken)
    throw new Conflict(ERRORS.emailTaken, { errors: [{ field: 'email', message: ERRORS.emailTaken }] });
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        orgId: ctx.orgId,
        name: body.name || body.email.split('@')[0] || body.email,
        email: body.email,
        role: body.role,
        status: 'Invited',
      })
      .returning(columns);
    if (!user) throw new Error('user insert returned nothing');
    return { user: toRow(user), token: await issueInvitation(tx, ctx.orgId, user.id) };
  });
}

export async function resendInvitation(ctx: ServiceContext, id: string) {
  const user = await getUser(ctx, id);
  if (user.status !== 'Invited') throw new Conflict(USER_MESSAGES.notInvited);
  return { user, token: await ctx.db.transaction((tx) => issueInvitation(tx, ctx.orgId, id)) };
}

async function activeAdmins(db: TenantDb, orgId: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        eq(users.orgId, orgId),
        eq(users.role, 'ADMIN'),
        eq(users.status, 'Active'),
        ne(users.id, exceptId),
      ),
    );
  return row?.n ?? 0;
}

/** Locks the practice's row until the transaction ends: role and status changes of one practice
 * run one after another, so two racing demotions cannot both see another active Admin. */
async function lockPractice(tx: TenantDb, orgId: string): Promise<void> {
  await tx
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, orgId))
    .for('update');
}

export async function updateUser(ctx: ServiceContext, id: string, body: UpdateUserBody): Promise<UserRow> {
  return ctx.db.transaction(async (tx) => {
    await lockPractice(tx, ctx.orgId);
    const current = await getUser({ ...ctx, db: tx }, id);
    await assertMembershipFree(tx, ctx.orgId, id, body.membershipNumber);
    const losesAdmin =
      current.role === 'ADMIN' &&
      current.status === 'Active' &&
      ((body.role && body.role !== 'ADMIN') || body.status === 'Inactive');
    if (losesAdmin && (await activeAdmins(tx, ctx.orgId, id)) === 0)
      throw new Conflict(USER_MESSAGES.lastAdmin);
    if (body.status === 'Active' && current.status === 'Invited')
      throw new Conflict('An invited person becomes active by accepting their invitation');
    const [user] = await tx
      .update(users)
      .set({ ...body, updatedAt: new Date() })
      .where(and(eq(users.orgId, ctx.orgId), eq(users.id, id)))
      .returning(columns);
    if (!user) throw new NotFound('User not found');
    if (body.status === 'Inactive' || (body.role && body.role !== current.role)) await endAllSessions(tx, id);
    return toRow(user);
  });
}

async function ownsWork(db: TenantDb, orgId: string, id: string): Promise<boolean> {
  const counts = await Promise.all([
    db
      .select({ n: count() })
      .from(tasks)
      .where(
        and(
          eq(tasks.orgId, orgId),
          or(
            eq(tasks.allottedTo, id),
            eq(tasks.teamLeader, id),
            eq(tasks.createdBy, id),
            eq(tasks.helpRequiredUser, id),
          ),
        ),
      ),
    db
      .select({ n: count() })
      .from(timeEntries)
      .where(and(eq(timeEntries.orgId, orgId), eq(timeEntries.userId, id))),
    db
      .select({ n: count() })
      .from(comments)
      .where(and(eq(comments.orgId, orgId), eq(comments.userId, id))),
    db
      .select({ n: count() })
      .from(invoices)
      .where(and(eq(invoices.orgId, orgId), eq(invoices.createdBy, id))),
  ]);
  return counts.some(([row]) => (row?.n ?? 0) > 0);
}

/** Deletes a person without work; one who owns work is deactivated so no task points at nothing. */
export async function removeUser(ctx: ServiceContext, id: string): Promise<{ deleted: boolean }> {
  if (id === ctx.user.id) throw new Conflict(USER_MESSAGES.notYourself);
  return ctx.db.transaction(async (tx) => {
    await lockPractice(tx, ctx.orgId);
    const current = await getUser({ ...ctx, db: tx }, id);
    if (
      current.role === 'ADMIN' &&
      current.status === 'Active' &&
      (await activeAdmins(tx, ctx.orgId, id)) === 0
    )
      throw new Conflict(USER_MESSAGES.lastAdmin);
    if (await ownsWork(tx, ctx.orgId, id)) {
      await tx.update(users).set({ status: 'Inactive', updatedAt: new Date() }).where(eq(users.id, id));
      await endAllSessions(tx, id);
      return { deleted: false };
    }
    await tx.delete(users).where(and(eq(users.orgId, ctx.orgId), eq(users.id, id)));
    return { deleted: true };
  });
}

/** Who an invitation is for, to greet them on the accept page. */
export async function invitationFor(db: Db, token: string) {
  const [row] = await db
    .select({
      userId: oneTimeTokens.userId,
      email: users.email,
      name: users.name,
      orgName: organisations.name,
    })
    .from(oneTimeTokens)
    .innerJoin(users, eq(users.id, oneTimeTokens.userId))
    .innerJoin(organisations, eq(organisations.id, users.orgId))
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashToken(token)),
        eq(oneTimeTokens.purpose, 'invite'),
        isNull(oneTimeTokens.usedAt),
        sql`${oneTimeTokens.expiresAt} > now()`,
        eq(users.status, 'Invited'),
      ),
    );
  if (!row) throw new DomainError(400, ERRORS.tokenInvalid);
  return row;
}

/** No one is signed in yet: the person accepting is the actor of what it changes (the request's
 * address; no session, since accepting does not sign them in). */
export async function acceptInvitation(
  db: Db,
  token: string,
  name: string,
  password: string,
  ip: string | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const invitation = await invitationFor(tx, token);
    await tx.execute(actorSettings({ userId: invitation.userId, name, ip, session: null }));
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(eq(oneTimeTokens.tokenHash, hashToken(token)));
    await tx
      .update(users)
      .set({ name, passwordHash, status: 'Active', emailVerifiedAt: new Date(), updatedAt: new Date() })
      .where(eq(users.id, invitation.userId));
  });
}
