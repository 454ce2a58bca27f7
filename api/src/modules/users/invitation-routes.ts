// Public: who an invitation is for, and accepting it (name and password → Active). The page posts
// the token in the body (it reads it from the link's fragment); GET with ?token= stays for pages
// already loaded. Both are limited per IP across instances.
import { AcceptInviteBody, InvitationSchema, OkMessageSchema, okOf } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { perIpLimit } from '../auth/limits';
import { acceptInvitation, invitationFor } from './service';

const TokenQuery = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

export async function invitationRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  const config = perIpLimit(app.config.rateLimits.authPerMinute);
  const greet = async (token: string) => {
    const { email, name, orgName } = await invitationFor(app.database.db, token);
    return { success: true, data: { email, name, orgName } };
  };
  app.get<{ Querystring: v.InferOutput<typeof TokenQuery> }>(
    '/auth/invitation',
    { schema: { tags, querystring: TokenQuery, response: { 200: okOf(InvitationSchema) } }, config },
    async (request) => greet(request.query.token),
  );
  app.post<{ Body: v.InferOutput<typeof TokenQuery> }>(
    '/auth/invitation',
    { schema: { tags, body: TokenQuery, response: { 200: okOf(InvitationSchema) } }, config },
    async (request) => greet(request.body.token),
  );
  app.post<{ Body: v.InferOutput<typeof AcceptInviteBody> }>(
    '/auth/accept-invite',
    { schema: { tags, body: AcceptInviteBody, response: { 200: OkMessageSchema } }, config },
    async (request) => {
      const { token, name, password } = request.body;
      await acceptInvitation(app.database.db, token, name, password, request.ip ?? null);
      return { success: true, data: null, message: 'Invitation accepted. Please login.' };
    },
  );
}
