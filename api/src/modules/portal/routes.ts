// HTTP for staff's side of the client portal: invite a client's contact, list and revoke access.
// Admin and Team Leader only (see access.ts).
import {
  ClientContactParams,
  IdParams,
  LEADER_ROLES,
  OkMessageSchema,
  okOf,
  PORTAL_MESSAGES,
  PortalAccessSchema,
  PortalContactAnswerSchema,
  PortalInviteBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { inviteContact, listPortalAccess, revokePortalAccess } from './access';
import { portalInviteMail } from './mails';

const tags = ['portal'];
const leaders = allow(...LEADER_ROLES);
type Id = v.InferOutput<typeof IdParams>;

export async function portalAccessRoutes(app: FastifyInstance) {
  app.post<{ Params: Id; Body: v.InferOutput<typeof PortalInviteBody> }>(
    '/clients/:id/portal-invites',
    {
      schema: {
        tags,
        params: IdParams,
        body: PortalInviteBody,
        response: { 201: okOf(PortalContactAnswerSchema) },
      },
      onRequest: leaders,
    },
    async (request, reply) => {
      const invite = await inviteContact(contextOf(app, request), request.params.id, request.body);
      const link = `${app.config.appUrl}/portal/sign-in#token=${invite.token}`;
      await app.mailer.send({
        to: request.body.email,
        ...portalInviteMail(invite.practiceName, invite.clientName, link),
      });
      return reply
        .status(201)
        .send({ success: true, data: { contact: invite.contact }, message: PORTAL_MESSAGES.invited });
    },
  );

  app.get<{ Params: Id }>(
    '/clients/:id/portal-access',
    { schema: { tags, params: IdParams, response: { 200: okOf(PortalAccessSchema) } }, onRequest: leaders },
    async (request) => ({
      success: true,
      data: { contacts: await listPortalAccess(contextOf(app, request), request.params.id) },
    }),
  );

  app.delete<{ Params: v.InferOutput<typeof ClientContactParams> }>(
    '/clients/:id/portal-access/:contactId',
    { schema: { tags, params: ClientContactParams, response: { 200: OkMessageSchema } }, onRequest: leaders },
    async (request) => {
      await revokePortalAccess(contextOf(app, request), request.params.id, request.params.contactId);
      return { success: true, data: null, message: PORTAL_MESSAGES.accessRevoked };
    },
  );
}
