// HTTP for a client's retainers: Admin and Team Leader only (their team's clients); a Team
// Member is refused before anything is read.
import {
  IdParams,
  LEADER_ROLES,
  OkMessageSchema,
  okOf,
  RETAINER_MESSAGES,
  RetainerAnswerSchema,
  RetainerBody,
  RetainerParams,
  RetainersAnswerSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { createRetainer, deleteRetainer, listRetainers, updateRetainer } from './service';

type Id = v.InferOutput<typeof IdParams>;
type RetainerId = v.InferOutput<typeof RetainerParams>;

export async function retainerRoutes(app: FastifyInstance) {
  const tags = ['retainers'];
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Params: Id }>(
    '/clients/:id/retainers',
    { schema: { tags, params: IdParams, response: { 200: okOf(RetainersAnswerSchema) } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      return { success: true, data: { retainers: await listRetainers(ctx, request.params.id) } };
    },
  );
  app.post<{ Params: Id; Body: RetainerBody }>(
    '/clients/:id/retainers',
    {
      schema: { tags, params: IdParams, body: RetainerBody, response: { 201: okOf(RetainerAnswerSchema) } },
      onRequest,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const retainer = await createRetainer(ctx, request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true, data: { retainer }, message: RETAINER_MESSAGES.created });
    },
  );
  app.put<{ Params: RetainerId; Body: RetainerBody }>(
    '/clients/:id/retainers/:retainerId',
    {
      schema: {
        tags,
        params: RetainerParams,
        body: RetainerBody,
        response: { 200: okOf(RetainerAnswerSchema) },
      },
      onRequest,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const { id, retainerId } = request.params;
      const retainer = await updateRetainer(ctx, id, retainerId, request.body);
      return { success: true, data: { retainer }, message: RETAINER_MESSAGES.updated };
    },
  );
  app.delete<{ Params: RetainerId }>(
    '/clients/:id/retainers/:retainerId',
    { schema: { tags, params: RetainerParams, response: { 200: OkMessageSchema } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await deleteRetainer(ctx, request.params.id, request.params.retainerId);
      return { success: true, data: null, message: RETAINER_MESSAGES.deleted };
    },
  );
}
