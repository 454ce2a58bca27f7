// The portal session: an opaque token sent as `Authorization: Portal <token>`, stored hashed,
// lasting PORTAL_LIMITS.sessionDays after its last use, ended by staff (revoked) or when the address
// is no longer a contact of any client. Only the portal's routes read it; a staff route's bearer
// check never accepts it (it is no JWT), and this check never accepts a staff token.
import { ERRORS, PORTAL_AUTH_SCHEME, PORTAL_LIMITS, PORTAL_MESSAGES } from '@practice-desk/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Actor } from '../../db/actor';
import { organisations, portalSessions } from '../../db/schema';
import { scoped, type TenantDb } from '../../db/scoped';
import { NotFound, Unauthorized } from '../../lib/errors';
import { hashToken } from '../../lib/tokens';
import { type VisibleClient, visibleClients } from './visible-clients';

export interface PortalCaller {
  sessionId: string;
  orgId: string;
  practiceName: string;
  /** The practice's time zone: the portal's "today" (overdue requests). */
  timeZone: string;
  email: string;
  clients: VisibleClient[];
}

declare module 'fastify' {
  interface FastifyRequest {
    portal?: PortalCaller;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's use is written at most this often: a page's many calls cost one write. */
const TOUCH_EVERY_MS = 60_000;

export const sessionExpiry = (now: Date) => new Date(now.getTime() + PORTAL_LIMITS.sessionDays * DAY_MS);

function bearerOf(request: FastifyRequest): string | null {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme === PORTAL_AUTH_SCHEME && token ? token : null;
}

/** onRequest hook of every signed-in portal route. */
export async function authenticatePortal(request: FastifyRequest) {
  const token = bearerOf(request);
  if (!token) throw new Unauthorized(ERRORS.authRequired);
  const app = request.server;
  const db = app.database.db;
  const now = app.config.clock();
  const [session] = await db
    .select({
      id: portalSessions.id,
      orgId: portalSessions.orgId,
      email: portalSessions.email,
      lastUsedAt: portalSessions.lastUsedAt,
      practiceName: organisations.name,
      timeZone: organisations.timeZone,
    })
    .from(portalSessions)
    .innerJoin(organisations, eq(organisations.id, portalSessions.orgId))
    .where(
      and(
        eq(portalSessions.tokenHash, hashToken(token)),
        isNull(portalSessions.revokedAt),
        gt(portalSessions.expiresAt, now),
      ),
    );
  if (!session) throw new Unauthorized(PORTAL_MESSAGES.sessionExpired);
  const clients = await visibleClients(scoped(db, session.orgId), session.email);
  if (clients.length === 0) throw new Unauthorized(PORTAL_MESSAGES.sessionExpired);
  if (now.getTime() - session.lastUsedAt.getTime() >= TOUCH_EVERY_MS)
    await db
      .update(portalSessions)
      .set({ lastUsedAt: now, expiresAt: sessionExpiry(now) })
      .where(eq(portalSessions.id, session.id));
  request.portal = { ...session, sessionId: session.id, clients };
}

export function portalCallerOf(request: FastifyRequest): PortalCaller {
  if (!request.portal) throw new Unauthorized();
  return request.portal;
}

/** What a portal action works with: the practice's scoped handle acting as the client's contact
 * (the audit trail names them), the client, and the moment. */
export interface PortalContext {
  db: TenantDb;
  orgId: string;
  client: VisibleClient;
  caller: PortalCaller;
  now: Date;
}

export const portalActor = (caller: PortalCaller, client: VisibleClient, ip: string | null): Actor => ({
  userId: client.contactId,
  name: `${client.contactName} (client portal)`,
  ip,
  session: caller.sessionId,
});

/** The context for one of the caller's clients; any other id answers 404, as a guess should. */
export function portalContextOf(
  app: FastifyInstance,
  request: FastifyRequest,
  clientId: string,
): PortalContext {
  const caller = portalCallerOf(request);
  const client = caller.clients.find((c) => c.clientId === clientId);
  if (!client) throw new NotFound(PORTAL_MESSAGES.clientNotFound);
  return {
    db: scoped(app.database.db, caller.orgId, portalActor(caller, client, request.ip ?? null)),
    orgId: caller.orgId,
    client,
    caller,
    now: app.config.clock(),
  };
}

/** The context for the client a record belongs to: `clientOf` answers it from the caller's
 * clients (or throws the record's 404). */
export async function portalContextOfRecord(
  app: FastifyInstance,
  request: FastifyRequest,
  clientOf: (db: TenantDb, clientIds: string[]) => Promise<string>,
): Promise<PortalContext> {
  const caller = portalCallerOf(request);
  const clientIds = caller.clients.map((c) => c.clientId);
  const clientId = await clientOf(scoped(app.database.db, caller.orgId), clientIds);
  return portalContextOf(app, request, clientId);
}

/** Registers the portal's signed-in routes, each behind the portal session check. */
export function portalSessionRoutes(routes: (app: FastifyInstance) => Promise<void>) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticatePortal);
    app.addHook('onRoute', (route) => {
      route.schema = { security: [{ portalAuth: [] }], ...route.schema };
    });
    await routes(app);
  };
}
