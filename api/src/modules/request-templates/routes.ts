// HTTP for request templates: everyone reads them (staff raising a request start from one); an
// Admin adds, edits and deletes them (Configurations → Request templates).
import {
  IdParams,
  REQUEST_TEMPLATE_MESSAGES as MESSAGES,
  OkMessageSchema,
  okOf,
  RequestTemplateAnswerSchema,
  RequestTemplateBody,
  RequestTemplateListSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import {
  createRequestTemplate,
  deleteRequestTemplate,
  listRequestTemplates,
  updateRequestTemplate,
} from './service';

const tags = ['configuration'];
type Id = v.InferOutput<typeof IdParams>;
type Body = v.InferOutput<typeof RequestTemplateBody>;

export async function requestTemplateRoutes(app: FastifyInstance) {
  const admin = allow('ADMIN');
  app.get(
    '/config/request-templates',
    { schema: { tags, response: { 200: okOf(RequestTemplateListSchema) } } },
    async (request) => ({
      success: true,
      data: { templates: await listRequestTemplates(contextOf(app, request).db) },
    }),
  );
  app.post<{ Body: Body }>(
    '/config/request-templates',
    {
      schema: { tags, body: RequestTemplateBody, response: { 201: okOf(RequestTemplateAnswerSchema) } },
      onRequest: admin,
    },
    async (request, reply) => {
      const template = await createRequestTemplate(contextOf(app, request), request.body);
      return reply.status(201).send({ success: true, data: { template }, message: MESSAGES.created });
    },
  );
  app.put<{ Params: Id; Body: Body }>(
    '/config/request-templates/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: RequestTemplateBody,
        response: { 200: okOf(RequestTemplateAnswerSchema) },
      },
      onRequest: admin,
    },
    async (request) => ({
      success: true,
      data: {
        template: await updateRequestTemplate(contextOf(app, request), request.params.id, request.body),
      },
      message: MESSAGES.updated,
    }),
  );
  app.delete<{ Params: Id }>(
    '/config/request-templates/:id',
    { schema: { tags, params: IdParams, response: { 200: OkMessageSchema } }, onRequest: admin },
    async (request) => {
      await deleteRequestTemplate(contextOf(app, request), request.params.id);
      return { success: true, data: null, message: MESSAGES.deleted };
    },
  );
}
