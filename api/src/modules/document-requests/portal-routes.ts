// HTTP for the client's side of document requests in the portal: their requests, one request, an
// upload against an item, a note, or 'not applicable'. Every route checks the request is one of the
// caller's clients' (404 otherwise, guessed ids included).
import {
  DocumentRequestAnswerSchema,
  IdParams,
  ItemNoteBody,
  DOCUMENT_REQUEST_MESSAGES as MESSAGES,
  NotApplicableBody,
  okOf,
  PortalRequestListSchema,
  PortalRequestQuery,
  RequestItemParams,
} from '@practice-desk/contracts';
import type * as v from 'valibot';
import { multipartForm } from '../../lib/upload';
import {
  portalCallerOf,
  portalContextOf,
  portalContextOfRecord,
  portalSessionRoutes,
} from '../portal/session';
import {
  assertItemOpen,
  attachFile,
  clientOfRequest,
  markNotApplicable,
  portalRequest,
  portalToday,
  saveItemNote,
} from './portal-service';
import { allRequests } from './queries';
import { readRequestUpload } from './upload';

const tags = ['portal'];
type In<S extends v.GenericSchema> = v.InferOutput<S>;
type ItemParams = { Params: In<typeof RequestItemParams> };

export const portalRequestRoutes = portalSessionRoutes(async (app) => {
  const contextOfRequest = (request: Parameters<typeof portalCallerOf>[0], id: string) =>
    portalContextOfRecord(app, request, (db, clientIds) => clientOfRequest(db, id, clientIds));

  app.get<{ Querystring: In<typeof PortalRequestQuery> }>(
    '/portal/requests',
    { schema: { tags, querystring: PortalRequestQuery, response: { 200: okOf(PortalRequestListSchema) } } },
    async (request) => {
      const caller = portalCallerOf(request);
      const clientId = request.query.clientId ?? caller.clients[0]?.clientId ?? '';
      const ctx = portalContextOf(app, request, clientId);
      const requests = await allRequests(
        ctx.db,
        { clientIds: [clientId], status: request.query.status },
        portalToday(ctx),
      );
      return { success: true, data: { requests } };
    },
  );

  app.get<{ Params: In<typeof IdParams> }>(
    '/portal/requests/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(DocumentRequestAnswerSchema) } } },
    async (request) => {
      const ctx = await contextOfRequest(request, request.params.id);
      return { success: true, data: { request: await portalRequest(ctx, request.params.id) } };
    },
  );

  app.post<ItemParams>(
    '/portal/requests/:id/items/:itemId/files',
    {
      schema: {
        tags,
        params: RequestItemParams,
        ...multipartForm({ file: 'file' }, ['file']),
        response: { 201: okOf(DocumentRequestAnswerSchema) },
      },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      const ctx = await contextOfRequest(request, id);
      // Checked before the upload is read: an item that cannot take a file stores nothing.
      await assertItemOpen(ctx, id, itemId);
      const file = await readRequestUpload(request, ctx.db);
      await attachFile(ctx, id, itemId, file);
      const updated = await portalRequest(ctx, id);
      return reply
        .status(201)
        .send({ success: true, data: { request: updated }, message: MESSAGES.uploaded });
    },
  );

  app.post<ItemParams & { Body: In<typeof NotApplicableBody> }>(
    '/portal/requests/:id/items/:itemId/not-applicable',
    {
      schema: {
        tags,
        params: RequestItemParams,
        body: NotApplicableBody,
        response: { 200: okOf(DocumentRequestAnswerSchema) },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const ctx = await contextOfRequest(request, id);
      await markNotApplicable(ctx, id, itemId, request.body.reason);
      return {
        success: true,
        data: { request: await portalRequest(ctx, id) },
        message: MESSAGES.markedNotApplicable,
      };
    },
  );

  app.post<ItemParams & { Body: In<typeof ItemNoteBody> }>(
    '/portal/requests/:id/items/:itemId/notes',
    {
      schema: {
        tags,
        params: RequestItemParams,
        body: ItemNoteBody,
        response: { 200: okOf(DocumentRequestAnswerSchema) },
      },
    },
    async (request) => {
      const { id, itemId } = request.params;
      const ctx = await contextOfRequest(request, id);
      await saveItemNote(ctx, id, itemId, request.body.note);
      return { success: true, data: { request: await portalRequest(ctx, id) }, message: MESSAGES.noteSaved };
    },
  );
});
