// HTTP for the configuration lists every screen reads, and Create Status (Admin, Team Leader).
import {
  LEADER_ROLES,
  okOf,
  PriorityListSchema,
  StatusAnswerSchema,
  StatusBody,
  StatusListSchema,
  SUCCESS,
  TaskTemplateListSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { createStatus, listPriorities, listStatuses, listTaskTemplates } from './lookups-service';

const TemplateQuery = v.object({ isActive: v.optional(v.picklist(['true', 'false'])) });

export async function configLookupRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  app.get(
    '/config/statuses',
    { schema: { tags, response: { 200: okOf(StatusListSchema) } } },
    async (request) => ({
      success: true,
      data: { statuses: await listStatuses(contextOf(app, request)) },
    }),
  );
  app.post<{ Body: v.InferOutput<typeof StatusBody> }>(
    '/config/statuses',
    {
      schema: { tags, body: StatusBody, response: { 201: okOf(StatusAnswerSchema) } },
      onRequest: allow(...LEADER_ROLES),
    },
    async (request, reply) => {
      const status = await createStatus(contextOf(app, request), request.body);
      return reply
        .status(201)
        .send({ success: true, data: { status }, message: SUCCESS.statusCreatedNamed(status.name) });
    },
  );
  app.get(
    '/config/priorities',
    { schema: { tags, response: { 200: okOf(PriorityListSchema) } } },
    async (request) => ({
      success: true,
      data: { priorities: await listPriorities(contextOf(app, request)) },
    }),
  );
  app.get<{ Querystring: v.InferOutput<typeof TemplateQuery> }>(
    '/config/task-templates',
    { schema: { tags, querystring: TemplateQuery, response: { 200: okOf(TaskTemplateListSchema) } } },
    async (request) => ({
      success: true,
      data: {
        templates: await listTaskTemplates(contextOf(app, request), request.query.isActive === 'true'),
      },
    }),
  );
}
