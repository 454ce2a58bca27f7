// HTTP for a draft invoice's lines (issue 18): each call answers the whole invoice with its new
// totals. Rights and team scope are the invoicing routes' own (passed in from routes.ts).
import {
  IdParams,
  INVOICE_LINE_MESSAGES,
  InvoiceAnswerSchema,
  InvoiceLineBody,
  InvoiceLineParams,
  okOf,
} from '@practice-desk/contracts';
import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { addLine, removeLine, updateLine } from './lines';

interface Guards {
  tags: string[];
  onRequest: onRequestHookHandler;
  preHandler: preHandlerHookHandler;
}

export function lineRoutes(app: FastifyInstance, { tags, onRequest, preHandler }: Guards) {
  app.post<{ Params: v.InferOutput<typeof IdParams>; Body: InvoiceLineBody }>(
    '/invoices/:id/lines',
    {
      schema: { tags, params: IdParams, body: InvoiceLineBody, response: { 201: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request, reply) => {
      const invoice = await addLine(contextOf(app, request), request.params.id, request.body);
      return reply
        .status(201)
        .send({ success: true, data: { invoice }, message: INVOICE_LINE_MESSAGES.added });
    },
  );
  app.put<{ Params: InvoiceLineParams; Body: InvoiceLineBody }>(
    '/invoices/:id/lines/:lineId',
    {
      schema: {
        tags,
        params: InvoiceLineParams,
        body: InvoiceLineBody,
        response: { 200: okOf(InvoiceAnswerSchema) },
      },
      onRequest,
      preHandler,
    },
    async (request) => {
      const { id, lineId } = request.params;
      const invoice = await updateLine(contextOf(app, request), id, lineId, request.body);
      return { success: true, data: { invoice }, message: INVOICE_LINE_MESSAGES.updated };
    },
  );
  app.delete<{ Params: InvoiceLineParams }>(
    '/invoices/:id/lines/:lineId',
    {
      schema: { tags, params: InvoiceLineParams, response: { 200: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const { id, lineId } = request.params;
      const invoice = await removeLine(contextOf(app, request), id, lineId);
      return { success: true, data: { invoice }, message: INVOICE_LINE_MESSAGES.removed };
    },
  );
}
