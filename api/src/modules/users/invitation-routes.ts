// Public: who an invitation is for, and accepting it (name and password → Active).
import { AcceptInviteBody } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { acceptInvitation, invitationFor } from './service';

const TokenQuery = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

export async function invitationRoutes(app: FastifyInstance) {
  const tags = ['auth'];
  app.get<{ Querystring: v.InferOutput<typeof TokenQuery> }>(
    '/auth/invitation',
    { schema: { tags, querystring: TokenQuery } },
    async (request) => {
      const { email, name, orgName } = await invitationFor(app.database.db, request.query.token);
      return { success: true, data: { email, name, orgName } };
    },
  );
  app.post<{ Body: v.InferOutput<typeof AcceptInviteBody> }>(
    '/auth/accept-invite',
    { schema: { tags, body: AcceptInviteBody } },
    async (request) => {
      await acceptInvitation(app.database.db, request.body.token, request.body.name, request.body.password);
      return { success: true, data: null, message: 'Invitation accepted. Please login.' };
    },
  );
}
