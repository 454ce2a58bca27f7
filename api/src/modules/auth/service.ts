// Sign-in, registration, password reset and profile: the rules, with no HTTP in them.

import { randomUUID } from 'node:crypto';
import {
  type AuthUser,
  ERRORS,
  LIMITS,
  type LoginResult,
  type RegisterBody,
  type Role,
  type UpdateProfileBody,
} from '@practice-desk/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type Actor, asActor } from '../../db/actor';
import type { Db } from '../../db/client';
import { oneTimeTokens, users } from '../../db/schema';
import { scoped } from '../../db/scoped';
import type { Caller } from '../../lib/context';
import { Conflict, DomainError, Forbidden, Unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { hashToken, newToken } from '../../lib/tokens';
import { recordAuditEvent } from '../audit/events';
import { provisionPractice } from '../practices/provision';
import { assertMembershipFree } from '../users/membership';
import { endAllSessions, revokeAllSessions, rotateSession, startSession } from './sessions';
import { toAuthUser, userByEmail, userById } from './users';

export interface AuthDeps {
  db: Db;
  /** Signs for the person at their current token version, in the sign-in session `sessionId`. */
  signAccessToken(user: AuthUser, tokenVersion: number, sessionId: string): string;
  refreshTtlDays: number;
}

// Verifying against a real hash for unknown e-mails keeps their answer as slow as a wrong password.
const dummyHash = hashPassword('not-a-real-password-Aa1!');

export async function login(
  deps: AuthDeps,
  email: string,
  password: string,
  remember: boolean,
  ip: string | null = null,
): Promise<LoginResult> {
  const found = await userByEmail(deps.db, email);
  const ok = await verifyPassword(found?.user.passwordHash ?? (await dummyHash), password);
  // An invited person has no password yet, so "wrong password" would mislead them; registration
  // already tells whether an address has an account, so saying so here discloses nothing new.
  if (found?.user.status === 'Invited') throw new Forbidden(ERRORS.accountInvited);
  // A failed attempt on an account goes in its practice's log; an unknown address has no practice.
  const event = (action: 'login' | 'login_failed', actor: Actor | null) =>
    found
      ? recordAuditEvent(deps.db, {
          orgId: found.user.orgId,
          actor,
          action,
          userId: found.user.id,
          label: found.user.email,
          ip,
          changes: action === 'login_failed' ? { email: { old: null, new: email } } : {},
        })
      : Promise.resolve();
  if (!found || !ok) {
    await event('login_failed', null);
    throw new Unauthorized(ERRORS.invalidCredentials);
  }
  if (found.user.status === 'Inactive') {
    await event('login_failed', null);
    throw new Forbidden(ERRORS.accountInactive);
  }
  const user = toAuthUser(found);
  const sessionId = randomUUID();
  const refreshToken = await startSession(deps.db, found.user, remember, deps.refreshTtlDays, sessionId);
  await event('login', { userId: user.id, name: user.name, ip, session: sessionId });
  return { user, accessToken: deps.signAccessToken(user, found.user.tokenVersion, sessionId), refreshToken };
}

const emailTaken = () =>
  new Conflict(ERRORS.emailTaken, { errors: [{ field: 'email', message: ERRORS.emailTaken }] });

/** Public: a new practice with its registrant as Admin. By an Admin: a person in their practice. */
export async function register(deps: AuthDeps, body: RegisterBody, by: Caller | null): Promise<AuthUser> {
  if (by && by.role !== 'ADMIN') throw new Forbidden();
  if (await userByEmail(deps.db, body.email)) throw emailTaken();
  const passwordHash = await hashPassword(body.password);
  const id = await deps.db.transaction(async (tx) => {
    const orgId = by
      ? by.orgId
      : await provisionPractice(tx, {
          name: body.practiceName || `${body.name}'s Practice`,
          companyEmail: body.email,
        });
    const role: Role = by ? (body.role ?? 'TEAM_MEMBER') : 'ADMIN';
    const [created] = await tx
      .insert(users)
      .values({ orgId, name: body.name, email: body.email, passwordHash, role, status: 'Active' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) throw emailTaken();
    return created.id;
  });
  const created = await userById(deps.db, id);
  if (!created) throw new Error('registered user not found');
  return toAuthUser(created);
}

export async function currentUser(db: Db, caller: Caller): Promise<AuthUser> {
  const found = await userById(db, caller.id, caller.orgId);
  if (found?.user.status !== 'Active') throw new Unauthorized(ERRORS.sessionExpired);
  return toAuthUser(found);
}

export async function refresh(deps: AuthDeps, token: string) {
  const { userId, refreshToken, familyId } = await rotateSession(deps.db, token, deps.refreshTtlDays);
  const found = await userById(deps.db, userId);
  if (found?.user.status !== 'Active') {
    await revokeAllSessions(deps.db, userId);
    throw new Unauthorized(ERRORS.sessionExpired);
  }
  const user = toAuthUser(found);
  return { accessToken: deps.signAccessToken(user, found.user.tokenVersion, familyId), refreshToken, user };
}

/** Creates a single-use reset token for an active account; null when there is none to mail. */
export async function startPasswordReset(
  db: Db,
  email: string,
): Promise<{ token: string; user: AuthUser } | null> {
  const found = await userByEmail(db, email);
  if (found?.user.status !== 'Active') return null;
  const token = newToken();
  await db.insert(oneTimeTokens).values({
    orgId: found.user.orgId,
    userId: found.user.id,
    purpose: 'reset_password',
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + LIMITS.resetTokenTtlMinutes * 60_000),
  });
  return { token, user: toAuthUser(found) };
}

export async function resetPassword(
  db: Db,
  token: string,
  newPassword: string,
  ip: string | null = null,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(oneTimeTokens.tokenHash, hashToken(token)),
          eq(oneTimeTokens.purpose, 'reset_password'),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, new Date()),
        ),
      )
      .returning({ userId: oneTimeTokens.userId, orgId: oneTimeTokens.orgId });
    if (!used) throw new DomainError(400, ERRORS.tokenInvalid);
    const [person] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    await endAllSessions(tx, used.userId);
    await recordAuditEvent(tx, {
      orgId: used.orgId,
      actor: null,
      action: 'password_reset',
      userId: used.userId,
      label: person?.email ?? '',
      ip,
    });
  });
}

/** Changes what the person sent of their own settings: the name, the compliance digest opt-in. */
export async function updateProfile(
  db: Db,
  caller: Caller,
  body: UpdateProfileBody,
  actor: Actor | null = null,
): Promise<AuthUser> {
  await assertMembershipFree(scoped(db, caller.orgId), caller.orgId, caller.id, body.membershipNumber);
  await asActor(db, actor, (tx) =>
    tx
      .update(users)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.complianceDigest === undefined ? {} : { complianceDigest: body.complianceDigest }),
        ...(body.membershipNumber === undefined ? {} : { membershipNumber: body.membershipNumber }),
        updatedAt: new Date(),
      })
      .where(and(eq(users.id, caller.id), eq(users.orgId, caller.orgId))),
  );
  return currentUser(db, caller);
}

/** A new password ends every other session of the person; the one that changed it goes on with
 * the fresh tokens returned here. */
export async function changePassword(
  deps: AuthDeps,
  caller: Caller,
  body: { currentPassword: string; newPassword: string; rememberMe?: boolean },
  actor: Actor | null = null,
): Promise<LoginResult> {
  const found = await userById(deps.db, caller.id, caller.orgId);
  if (!found || !(await verifyPassword(found.user.passwordHash, body.currentPassword))) {
    throw new DomainError(400, ERRORS.currentPasswordWrong, [
      { field: 'currentPassword', message: ERRORS.currentPasswordWrong },
    ]);
  }
  const passwordHash = await hashPassword(body.newPassword);
  const sessionId = randomUUID();
  const { tokenVersion, refreshToken } = await asActor(deps.db, actor, async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, caller.id));
    const version = await endAllSessions(tx, caller.id);
    const token = await startSession(
      tx,
      found.user,
      body.rememberMe ?? false,
      deps.refreshTtlDays,
      sessionId,
    );
    await recordAuditEvent(tx, {
      orgId: caller.orgId,
      actor,
      action: 'password_changed',
      userId: caller.id,
      label: found.user.email,
      ip: actor?.ip ?? null,
    });
    return { tokenVersion: version, refreshToken: token };
  });
  const user = toAuthUser(found);
  return { user, accessToken: deps.signAccessToken(user, tokenVersion, sessionId), refreshToken };
}
