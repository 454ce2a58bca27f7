// HTTP for the practice's people (Admin): list, invite, resend, edit, remove, export.
import {
  CreateUserBody,
  IdParams,
  InviteBody,
  okOf,
  ROLE_LABELS,
  SUCCESS,
  todayIn,
  UpdateUserBody,
  USER_MESSAGES,
  UserRemovedSchema,
  UserRowAnswerSchema,
  UsersAnswerSchema,
} from '@practice-desk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { organisations } from '../../db/schema';
import { practiceTimeZone } from '../../lib/practice-time';
import { filesAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES, writeSpreadsheet } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { invitationMail } from './mails';
import { getUser, inviteUser, listUsers, removeUser, resendInvitation, updateUser } from './service';

type Id = v.InferOutput<typeof IdParams>;
const ExportQuery = v.object({ format: v.optional(v.picklist(['csv', 'xlsx']), 'xlsx') });

export async function userRoutes(app: FastifyInstance) {
  const tags = ['users'];
  const admin = allow('ADMIN');

  const mailInvitation = async (request: FastifyRequest, email: string, token: string) => {
    const ctx = contextOf(app, request);
    const [org] = await ctx.db
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, ctx.orgId));
    await app.mailer.send({
      to: email,
      ...invitationMail(
        org?.name ?? 'your practice',
        ctx.user.name,
        `${app.config.appUrl}/accept-invite#token=${token}`,
      ),
    });
  };

  app.get(
    '/users',
    { schema: { tags, response: { 200: okOf(UsersAnswerSchema) } }, onRequest: admin },
    async (request) => ({
      success: true,
      data: { users: await listUsers(contextOf(app, request)) },
    }),
  );
  app.get<{ Querystring: v.InferOutput<typeof ExportQuery> }>(
    '/users/export',
    {
      schema: {
        tags,
        querystring: ExportQuery,
        response: { 200: filesAnswer(Object.values(SHEET_CONTENT_TYPES)) },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const [people, timeZone] = await Promise.all([listUsers(ctx), practiceTimeZone(ctx)]);
      const { format } = request.query;
      // Dates are the practice's: a person added at 01:30 in Kolkata was added that day.
      const file = writeSpreadsheet(
        format,
        'Users',
        ['Name', 'Email', 'Role', 'Status', 'Added On'],
        people.map((u) => [
          u.name,
          u.email,
          ROLE_LABELS[u.role],
          u.status,
          todayIn(timeZone, new Date(u.createdAt)),
        ]),
      );
      return reply
        .header('content-type', SHEET_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="users-${todayIn(timeZone, ctx.now)}.${format}"`)
        .send(file);
    },
  );
  app.get<{ Params: Id }>(
    '/users/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(UserRowAnswerSchema) } }, onRequest: admin },
    async (request) => ({
      success: true,
      data: { user: await getUser(contextOf(app, request), request.params.id) },
    }),
  );

  for (const [path, body] of [
    ['/users', CreateUserBody],
    ['/users/invite', InviteBody],
  ] as const) {
    app.post<{ Body: v.InferOutput<typeof InviteBody> }>(
      path,
      { schema: { tags, body, response: { 201: okOf(UserRowAnswerSchema) } }, onRequest: admin },
      async (request, reply) => {
        const { user, token } = await inviteUser(contextOf(app, request), request.body);
        await mailInvitation(request, user.email, token);
        return reply
          .status(201)
          .send({ success: true, data: { user }, message: USER_MESSAGES.invited(user.email) });
      },
    );
  }
  app.post<{ Params: Id }>(
    '/users/:id/resend-invitation',
    { schema: { tags, params: IdParams, response: { 200: okOf(UserRowAnswerSchema) } }, onRequest: admin },
    async (request) => {
      const { user, token } = await resendInvitation(contextOf(app, request), request.params.id);
      await mailInvitation(request, user.email, token);
      return { success: true, data: { user }, message: USER_MESSAGES.invited(user.email) };
    },
  );
  app.put<{ Params: Id; Body: v.InferOutput<typeof UpdateUserBody> }>(
    '/users/:id',
    {
      schema: { tags, params: IdParams, body: UpdateUserBody, response: { 200: okOf(UserRowAnswerSchema) } },
      onRequest: admin,
    },
    async (request) => {
      const user = await updateUser(contextOf(app, request), request.params.id, request.body);
      return { success: true, data: { user }, message: SUCCESS.userUpdated };
    },
  );
  app.delete<{ Params: Id }>(
    '/users/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(UserRemovedSchema) } }, onRequest: admin },
    async (request) => {
      const { deleted } = await removeUser(contextOf(app, request), request.params.id);
      return {
        success: true,
        data: { deleted },
        message: deleted ? SUCCESS.userDeleted : USER_MESSAGES.deactivated,
      };
    },
  );
}
