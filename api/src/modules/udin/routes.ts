// HTTP for the UDIN register: list with filters, its .xlsx, register, change, remove (Admins).
import {
  IdParams,
  OkMessageSchema,
  okOf,
  UDIN_REGISTER_MESSAGES,
  UdinBody,
  UdinDocumentAnswerSchema,
  UdinListSchema,
  UdinQuery,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { exportUdinRegister } from './export';
import { listUdinDocuments } from './list';
import { createUdinDocument, deleteUdinDocument, updateUdinDocument } from './service';

type Id = v.InferOutput<typeof IdParams>;

export async function udinRoutes(app: FastifyInstance) {
  const tags = ['registers'];

  app.get<{ Querystring: UdinQuery }>(
    '/registers/udin',
    { schema: { tags, querystring: UdinQuery, response: { 200: okOf(UdinListSchema) } } },
    async (request) => ({
      success: true,
      data: await listUdinDocuments(contextOf(app, request), request.query),
    }),
  );
  app.get<{ Querystring: UdinQuery }>(
    '/registers/udin/export',
    { schema: { tags, querystring: UdinQuery, response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) } } },
    async (request, reply) => {
      const { filename, file } = await exportUdinRegister(contextOf(app, request), request.query);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file);
    },
  );
  app.post<{ Body: UdinBody }>(
    '/registers/udin',
    { schema: { tags, body: UdinBody, response: { 201: okOf(UdinDocumentAnswerSchema) } } },
    async (request, reply) => {
      const document = await createUdinDocument(contextOf(app, request), request.body);
      return reply
        .status(201)
        .send({ success: true, data: { document }, message: UDIN_REGISTER_MESSAGES.created });
    },
  );
  app.put<{ Params: Id; Body: UdinBody }>(
    '/registers/udin/:id',
    { schema: { tags, params: IdParams, body: UdinBody, response: { 200: okOf(UdinDocumentAnswerSchema) } } },
    async (request) => {
      const document = await updateUdinDocument(contextOf(app, request), request.params.id, request.body);
      return { success: true, data: { document }, message: UDIN_REGISTER_MESSAGES.updated };
    },
  );
  app.delete<{ Params: Id }>(
    '/registers/udin/:id',
    { schema: { tags, params: IdParams, response: { 200: OkMessageSchema } }, onRequest: allow('ADMIN') },
    async (request) => {
      await deleteUdinDocument(contextOf(app, request), request.params.id);
      return { success: true, data: null, message: UDIN_REGISTER_MESSAGES.deleted };
    },
  );
}
