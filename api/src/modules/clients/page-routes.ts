// HTTP for the client page: the counts on its tabs and the groups clients belong to. Anyone
// signed in may call them (each count is read under the caller's own rights).
import { ClientGroupsSchema, ClientSummaryAnswerSchema, IdParams, okOf } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { listClientGroups } from './service';
import { clientSummary } from './summary';

type Id = v.InferOutput<typeof IdParams>;

export async function clientPageRoutes(app: FastifyInstance) {
  const tags = ['clients'];
  app.get(
    '/clients/groups',
    { schema: { tags, response: { 200: okOf(ClientGroupsSchema) } } },
    async (request) => ({
      success: true,
      data: { groups: await listClientGroups(contextOf(app, request)) },
    }),
  );
  app.get<{ Params: Id }>(
    '/clients/:id/summary',
    { schema: { tags, params: IdParams, response: { 200: okOf(ClientSummaryAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { summary: await clientSummary(contextOf(app, request), request.params.id) },
    }),
  );
}
