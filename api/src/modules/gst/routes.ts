// HTTP for GST returns (issue 18): GSTR-1 of the practice's own invoices, its downloads and the
// filing mark, and the sales register it ties to. Admin only: GSTR-1 is the whole practice's
// return, while a Team Leader sees only their teams' clients — a return of part of the practice
// would be wrong, and the whole one would show them other teams' billing.
import {
  GSTR1_MESSAGES,
  Gstr1AnswerSchema,
  Gstr1DownloadQuery,
  Gstr1FiledBody,
  Gstr1FilingAnswerSchema,
  Gstr1Query,
  Gstr1UndoneSchema,
  okOf,
  SalesRegisterSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { salesRegister } from '../reports/sales-register';
import { markFiled, undoFiled } from './filing';
import { gstr1Return, practicePeriod } from './gstr1';
import { gstr1Workbook } from './workbook';

export async function gstRoutes(app: FastifyInstance) {
  const tags = ['gst'];
  const onRequest = allow('ADMIN');

  app.get<{ Querystring: Gstr1Query }>(
    '/gst/gstr1',
    { schema: { tags, querystring: Gstr1Query, response: { 200: okOf(Gstr1AnswerSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: await gstr1Return(contextOf(app, request), request.query.period),
    }),
  );
  app.get<{ Querystring: Gstr1DownloadQuery }>(
    '/gst/gstr1/download',
    {
      schema: {
        tags,
        querystring: Gstr1DownloadQuery,
        response: {
          200: fileAnswer(
            ['application/json', SHEET_CONTENT_TYPES.xlsx],
            'The return as the offline tool JSON or as xlsx',
          ),
        },
      },
      onRequest,
    },
    async (request, reply) => {
      const answer = await gstr1Return(contextOf(app, request), request.query.period);
      const name = `GSTR1_${answer.return.gstin}_${answer.return.fp}`;
      if (request.query.format === 'json')
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="${name}.json"`)
          .send(JSON.stringify(answer.return));
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${name}.xlsx"`)
        .send(gstr1Workbook(answer, answer.return.gstin));
    },
  );
  app.post<{ Body: Gstr1FiledBody }>(
    '/gst/gstr1/filed',
    { schema: { tags, body: Gstr1FiledBody, response: { 201: okOf(Gstr1FilingAnswerSchema) } }, onRequest },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const { period } = await practicePeriod(ctx, request.body.period);
      const filing = await markFiled(ctx, period, request.body);
      return reply
        .status(201)
        .send({ success: true, data: { filing }, message: GSTR1_MESSAGES.markedFiled(period.label) });
    },
  );
  app.delete<{ Querystring: Gstr1Query }>(
    '/gst/gstr1/filed',
    { schema: { tags, querystring: Gstr1Query, response: { 200: okOf(Gstr1UndoneSchema) } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      const { period } = await practicePeriod(ctx, request.query.period);
      await undoFiled(ctx, period);
      return {
        success: true,
        data: { period: period.period },
        message: GSTR1_MESSAGES.filingUndone(period.label),
      };
    },
  );
  app.get<{ Querystring: Gstr1Query }>(
    '/reports/sales-register',
    {
      schema: { tags: ['reports'], querystring: Gstr1Query, response: { 200: okOf(SalesRegisterSchema) } },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await salesRegister(contextOf(app, request), request.query.period),
    }),
  );
}
