// Access-token verification and the role guard every protected route uses.
// Protected routes are registered inside `protectedRoutes`, which verifies the bearer token;
// a route narrows further with `onRequest: allow('ADMIN', ...)`.
import fastifyJwt from '@fastify/jwt';
import { ERRORS, type Role } from '@practice-desk/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../db/actor';
import { scoped } from '../db/scoped';
import type { Caller, ServiceContext } from '../lib/context';
import { Forbidden, Unauthorized } from '../lib/errors';
import { validHolder } from './session-holder';

export interface AccessTokenPayload {
  sub: string;
  org: string;
  role: Role;
  name: string;
  /** The person's token version when it was signed: a later bump ends this token. */
  ver: number;
  /** The sign-in session (refresh-token family) the token was issued in; the audit trail names it. */
  sid?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's practice time zone, read with the session check. */
    practiceTimeZone?: string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessTokenPayload;
    user: AccessTokenPayload;
  }
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyJwt, {
      secret: app.config.jwtSecret,
      sign: { expiresIn: app.config.accessTokenTtlSeconds },
    });
  },
  { name: 'auth', dependencies: [] },
);

/** A valid, unexpired token of a person who is still Active in that practice and role, signed
 * since their sessions were last ended. */
export async function authenticate(request: FastifyRequest) {
  try {
    await request.jwtVerify();
  } catch {
    throw new Unauthorized();
  }
  const holder = await validHolder(request.server.database.db, request.user);
  if (!holder) throw new Unauthorized(ERRORS.sessionExpired);
  request.practiceTimeZone = holder.timeZone;
}

/** Route onRequest hook (runs after the token check, before body validation): only these roles
 * may call the route; 403 with the spec's message otherwise. */
export function allow(...roles: Role[]) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!roles.includes(request.user.role)) throw new Forbidden();
  };
}

export function callerOf(request: FastifyRequest): Caller {
  const { sub, org, role, name } = request.user;
  return { id: sub, orgId: org, role, name };
}

/** Who makes the request's changes, as the audit trail records them. */
export function actorOf(request: FastifyRequest): Actor {
  const { sub, name, sid } = request.user;
  return { userId: sub, name, ip: request.ip ?? null, session: sid ?? null };
}

/** The service context of an authenticated request: every query is scoped to its practice, and
 * every change through it is recorded as the caller's. */
export function contextOf(app: FastifyInstance, request: FastifyRequest): ServiceContext {
  const user = callerOf(request);
  return {
    db: scoped(app.database.db, user.orgId, actorOf(request)),
    orgId: user.orgId,
    user,
    now: app.config.clock(),
    timeZone: request.practiceTimeZone,
  };
}

/** The OpenAPI security of an operation that needs a login: a bearer access token. */
export const SIGNED_IN = [{ bearerAuth: [] }];

/** Registers `routes` with bearer-token verification on every request. */
export function protectedRoutes(routes: (app: FastifyInstance) => Promise<void>) {
  return async (app: FastifyInstance) => {
    app.addHook('onRequest', authenticate);
    // The document says so: the hook above is the context's, not the route's, so it cannot see it.
    app.addHook('onRoute', (route) => {
      route.schema = { security: SIGNED_IN, ...route.schema };
    });
    await routes(app);
  };
}
