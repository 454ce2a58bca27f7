// Signing in to the portal without a password: a mailed single-use link (only its hash kept) opens
// a portal session. The link is found by its hash and the address across practices, before any
// practice is known, so this reads through the raw handle; the session it opens is one practice's.
import { PORTAL_LIMITS, PORTAL_MESSAGES } from '@practice-desk/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  clientCompliance,
  clients,
  organisations,
  portalContacts,
  portalLinks,
  portalSessions,
} from '../../db/schema';
import { scoped, type TenantDb } from '../../db/scoped';
import { Unauthorized } from '../../lib/errors';
import { hashToken, newToken } from '../../lib/tokens';
import { sessionExpiry } from './session';
import { stillAContact, visibleClients } from './visible-clients';

const MINUTE_MS = 60_000;

/** A new single-use link for `email` in the practice, valid `minutes`: answers its token. */
export async function createPortalLink(
  db: TenantDb,
  email: string,
  now: Date,
  minutes: number,
): Promise<string> {
  const token = newToken();
  await db.insert(portalLinks).values({
    orgId: db.orgId,
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + minutes * MINUTE_MS),
  });
  return token;
}

/** The practices where `email` may sign in today, each with its name. */
export async function practicesOfContact(db: Db, email: string) {
  return db
    .selectDistinct({ orgId: portalContacts.orgId, practiceName: organisations.name })
    .from(portalContacts)
    .innerJoin(organisations, eq(organisations.id, portalContacts.orgId))
    .innerJoin(clients, eq(clients.id, portalContacts.clientId))
    .innerJoin(clientCompliance, eq(clientCompliance.clientId, portalContacts.clientId))
    .where(
      and(
        eq(portalContacts.email, email),
        isNull(portalContacts.revokedAt),
        eq(clients.isActive, true),
        stillAContact,
      ),
    );
}

/** Links for every practice `email` may sign in to (usually one); none for an unknown address. */
export async function startPortalSignIn(db: Db, email: string, now: Date) {
  const practices = await practicesOfContact(db, email);
  return Promise.all(
    practices.map(async (practice) => ({
      ...practice,
      token: await createPortalLink(scoped(db, practice.orgId), email, now, PORTAL_LIMITS.linkMinutes),
    })),
  );
}

/** Spends a link (once: the update that marks it used is the check) and opens a session. */
export async function verifyPortalLink(db: Db, token: string, now: Date, ip: string | null) {
  const [link] = await db
    .update(portalLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(portalLinks.tokenHash, hashToken(token)),
        isNull(portalLinks.usedAt),
        gt(portalLinks.expiresAt, now),
      ),
    )
    .returning({ orgId: portalLinks.orgId, email: portalLinks.email });
  if (!link) throw new Unauthorized(PORTAL_MESSAGES.linkInvalid);
  const practiceDb = scoped(db, link.orgId);
  const clientsSeen = await visibleClients(practiceDb, link.email);
  const first = clientsSeen[0];
  if (!first) throw new Unauthorized(PORTAL_MESSAGES.linkInvalid);
  const session = newToken();
  const expiresAt = sessionExpiry(now);
  // Opening the session is the contact's own act: the audit trail names them.
  const acting = scoped(db, link.orgId, {
    userId: first.contactId,
    name: `${first.contactName} (client portal)`,
    ip,
    session: null,
  });
  await acting.insert(portalSessions).values({
    orgId: link.orgId,
    email: link.email,
    tokenHash: hashToken(session),
    ip,
    lastUsedAt: now,
    expiresAt,
  });
  return { token: session, expiresAt: expiresAt.toISOString() };
}

/** Ends the session the token belongs to (through the contact's handle: the trail names them). */
export async function endPortalSession(db: TenantDb, sessionId: string, now: Date) {
  await db
    .update(portalSessions)
    .set({ revokedAt: now })
    .where(and(eq(portalSessions.id, sessionId), isNull(portalSessions.revokedAt)));
}
