// HTTP for staff's side of document requests: raise, list, read, review an item, download a file.
// Who may do what is in service.ts.
import {
  DocumentRequestBody,
  DocumentRequestListSchema,
  DocumentRequestQuery,
  IdParams,
  ItemReviewBody,
  LEADER_ROLES,
  DOCUMENT_REQUEST_MESSAGES as MESSAGES,
  okOf,
  RequestFileParams,
  RequestItemParams,
  StaffDocumentRequestAnswerSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { allow, contextOf } from '../../plugins/auth';
import { createRequest, getRequest, listRequests, requestFile, reviewItem } from './service';

const tags = ['document-requests'];
const leaders = allow(...LEADER_ROLES);
type In<S extends v.GenericSchema> = v.InferOutput<S>;

/** `attachment` with the uploaded name, made safe for the header (ASCII fallback and UTF-8 form). */
export function attachmentHeader(name: string) {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export async function documentRequestRoutes(app: FastifyInstance) {
  app.post<{ Body: In<typeof DocumentRequestBody> }>(
    '/document-requests',
    {
      schema: { tags, body: DocumentRequestBody, response: { 201: okOf(StaffDocumentRequestAnswerSchema) } },
      onRequest: leaders,
    },
    async (request, reply) => {
      const created = await createRequest(contextOf(app, request), request.body, app.config.appUrl);
      return reply.status(201).send({ success: true, data: { request: created }, message: MESSAGES.created });
    },
  );

  app.get<{ Querystring: In<typeof DocumentRequestQuery> }>(
    '/document-requests',
    {
      schema: { tags, querystring: DocumentRequestQuery, response: { 200: okOf(DocumentRequestListSchema) } },
    },
    async (request) => ({ success: true, data: await listRequests(contextOf(app, request), request.query) }),
  );

  app.get<{ Params: In<typeof IdParams> }>(
    '/document-requests/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(StaffDocumentRequestAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { request: await getRequest(contextOf(app, request), request.params.id, app.config.appUrl) },
    }),
  );

  app.put<{ Params: In<typeof RequestItemParams>; Body: In<typeof ItemReviewBody> }>(
    '/document-requests/:id/items/:itemId',
    {
      schema: {
        tags,
        params: RequestItemParams,
        body: ItemReviewBody,
        response: { 200: okOf(StaffDocumentRequestAnswerSchema) },
      },
      onRequest: leaders,
    },
    async (request) => {
      const { id, itemId } = request.params;
      const updated = await reviewItem(contextOf(app, request), id, itemId, request.body, app.config.appUrl);
      return { success: true, data: { request: updated }, message: MESSAGES.reviewed };
    },
  );

  app.get<{ Params: In<typeof RequestFileParams> }>(
    '/document-requests/:id/items/:itemId/files/:fileId',
    {
      schema: {
        tags,
        params: RequestFileParams,
        response: { 200: fileAnswer('application/octet-stream', 'The uploaded file, as an attachment') },
      },
    },
    async (request, reply) => {
      const { id, itemId, fileId } = request.params;
      const file = await requestFile(contextOf(app, request).db, id, itemId, fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-length', String(file.size))
        .header('content-disposition', attachmentHeader(file.name))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
}
