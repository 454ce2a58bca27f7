// HTTP for due-date extensions: POST /compliance/extensions (Admin) moves the open items of a form
// and period; GET /compliance/extensions lists them, newest first.
import { ExtensionBody, ExtensionCreatedSchema, ExtensionListSchema, okOf } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { allow, contextOf } from '../../plugins/auth';
import { createExtension, listExtensions } from './extensions';

const tags = ['compliance'];

export async function complianceExtensionRoutes(app: FastifyInstance) {
  app.get(
    '/compliance/extensions',
    { schema: { tags, response: { 200: okOf(ExtensionListSchema) } } },
    async (request) => ({
      success: true,
      data: { extensions: await listExtensions(contextOf(app, request)) },
    }),
  );

  app.post<{ Body: ExtensionBody }>(
    '/compliance/extensions',
    {
      schema: { tags, body: ExtensionBody, response: { 201: okOf(ExtensionCreatedSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request, reply) => {
      const data = await createExtension(contextOf(app, request), request.body);
      return reply.status(201).send({
        success: true,
        data,
        message: `Due date extended; ${data.moved} open ${data.moved === 1 ? 'item' : 'items'} moved`,
      });
    },
  );
}
