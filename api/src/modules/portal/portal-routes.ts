// HTTP for the client portal's own sign-in (public: ask for a link, spend it) and its session
// (who am I, sign out). Everything the portal shows lives under /api/portal/*.
import {
  OkMessageSchema,
  okOf,
  PORTAL_MESSAGES,
  PortalLinkBody,
  PortalMeSchema,
  PortalSessionAnswerSchema,
  PortalVerifyBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { attemptLimit, perIpLimit } from '../auth/limits';
import { portalLinkMail } from './mails';
import { portalCallerOf, portalContextOf, portalSessionRoutes } from './session';
import { endPortalSession, startPortalSignIn, verifyPortalLink } from './sign-in';

const tags = ['portal'];

/** Public: no session yet. */
export async function portalSignInRoutes(app: FastifyInstance) {
  const { config, database } = app;
  // Each request may send a mail: counted per address and per IP, like password-reset requests.
  const linkRequest = attemptLimit(
    app,
    'portal-link',
    config.rateLimits.forgotPerMinute,
    PORTAL_MESSAGES.tooManyLinks,
  );

  app.post<{ Body: v.InferOutput<typeof PortalLinkBody> }>(
    '/portal/auth/link',
    { schema: { tags, body: PortalLinkBody, response: { 202: OkMessageSchema } } },
    async (request, reply) => {
      await linkRequest(request);
      const { email } = request.body;
      // Mailed after the answer, which is the same, in the same time, for any address.
      app.inBackground(reply, 'portal sign-in mail', async () => {
        const links = await startPortalSignIn(database.db, email, config.clock());
        for (const link of links)
          await app.mailer.send({
            to: email,
            ...portalLinkMail(link.practiceName, `${config.appUrl}/portal/sign-in#token=${link.token}`),
          });
      });
      return reply.status(202).send({ success: true, data: null, message: PORTAL_MESSAGES.linkSent });
    },
  );

  app.post<{ Body: v.InferOutput<typeof PortalVerifyBody> }>(
    '/portal/auth/verify',
    {
      schema: { tags, body: PortalVerifyBody, response: { 200: okOf(PortalSessionAnswerSchema) } },
      config: perIpLimit(config.rateLimits.authPerMinute),
    },
    async (request) => ({
      success: true,
      data: await verifyPortalLink(database.db, request.body.token, config.clock(), request.ip ?? null),
    }),
  );
}

/** Signed in to the portal. */
export const portalSelfRoutes = portalSessionRoutes(async (app) => {
  app.get('/portal/me', { schema: { tags, response: { 200: okOf(PortalMeSchema) } } }, async (request) => {
    const caller = portalCallerOf(request);
    return {
      success: true,
      data: {
        email: caller.email,
        name: caller.clients[0]?.contactName ?? caller.email,
        practiceName: caller.practiceName,
        clients: caller.clients.map((c) => ({ id: c.clientId, name: c.clientName })),
      },
    };
  });

  app.post(
    '/portal/auth/logout',
    { schema: { tags, response: { 200: OkMessageSchema } } },
    async (request) => {
      const caller = portalCallerOf(request);
      const ctx = portalContextOf(app, request, caller.clients[0]?.clientId ?? '');
      await endPortalSession(ctx.db, caller.sessionId, ctx.now);
      return { success: true, data: null, message: PORTAL_MESSAGES.signedOut };
    },
  );
});
