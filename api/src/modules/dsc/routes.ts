// HTTP for the DSC register. Everyone reads it and checks tokens out and in (whoever hands a token
// over records it); Admins and Team Leaders add and change certificates; Admins remove them.
import {
  DSC_MESSAGES,
  DscAnswerSchema,
  DscBody,
  DscCheckOutBody,
  DscListSchema,
  DscQuery,
  IdParams,
  LEADER_ROLES,
  OkMessageSchema,
  okOf,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { exportDscRegister } from './export';
import { listCertificates } from './list';
import { checkIn, checkOut, createCertificate, deleteCertificate, updateCertificate } from './service';

type Id = v.InferOutput<typeof IdParams>;

export async function dscRoutes(app: FastifyInstance) {
  const tags = ['registers'];
  const managers = allow(...LEADER_ROLES);

  app.get<{ Querystring: DscQuery }>(
    '/registers/dsc',
    { schema: { tags, querystring: DscQuery, response: { 200: okOf(DscListSchema) } } },
    async (request) => ({
      success: true,
      data: { certificates: await listCertificates(contextOf(app, request), request.query) },
    }),
  );
  app.get<{ Querystring: DscQuery }>(
    '/registers/dsc/export',
    {
      schema: {
        tags,
        querystring: DscQuery,
        response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx, 'The DSC register as xlsx') },
      },
    },
    async (request, reply) => {
      const { filename, file } = await exportDscRegister(contextOf(app, request), request.query);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file);
    },
  );
  app.post<{ Body: DscBody }>(
    '/registers/dsc',
    { schema: { tags, body: DscBody, response: { 201: okOf(DscAnswerSchema) } }, onRequest: managers },
    async (request, reply) => {
      const certificate = await createCertificate(contextOf(app, request), request.body);
      return reply.status(201).send({ success: true, data: { certificate }, message: DSC_MESSAGES.created });
    },
  );
  app.put<{ Params: Id; Body: DscBody }>(
    '/registers/dsc/:id',
    {
      schema: { tags, params: IdParams, body: DscBody, response: { 200: okOf(DscAnswerSchema) } },
      onRequest: managers,
    },
    async (request) => {
      const certificate = await updateCertificate(contextOf(app, request), request.params.id, request.body);
      return { success: true, data: { certificate }, message: DSC_MESSAGES.updated };
    },
  );
  app.delete<{ Params: Id }>(
    '/registers/dsc/:id',
    { schema: { tags, params: IdParams, response: { 200: OkMessageSchema } }, onRequest: allow('ADMIN') },
    async (request) => {
      await deleteCertificate(contextOf(app, request), request.params.id);
      return { success: true, data: null, message: DSC_MESSAGES.deleted };
    },
  );
  app.post<{ Params: Id; Body: DscCheckOutBody }>(
    '/registers/dsc/:id/check-out',
    { schema: { tags, params: IdParams, body: DscCheckOutBody, response: { 200: okOf(DscAnswerSchema) } } },
    async (request) => {
      const certificate = await checkOut(contextOf(app, request), request.params.id, request.body);
      return { success: true, data: { certificate }, message: DSC_MESSAGES.checkedOut };
    },
  );
  app.post<{ Params: Id }>(
    '/registers/dsc/:id/check-in',
    { schema: { tags, params: IdParams, response: { 200: okOf(DscAnswerSchema) } } },
    async (request) => {
      const certificate = await checkIn(contextOf(app, request), request.params.id);
      return { success: true, data: { certificate }, message: DSC_MESSAGES.checkedIn };
    },
  );
}
