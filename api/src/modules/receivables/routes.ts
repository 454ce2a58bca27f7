// HTTP for what clients owe: receivables ageing, profitability and a client's statement of account,
// each as JSON and as a file. Admin and Team Leader only (a Team Member is refused before anything
// is read); a Team Leader sees the clients with tasks of their team, any other client answers 404.
import {
  ClientStatementSchema,
  IdParams,
  LEADER_ROLES,
  okOf,
  ProfitabilityQuery,
  ProfitabilityReportSchema,
  ReceivablesQuery,
  ReceivablesReportSchema,
  StatementQuery,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { receivablesReport } from './ageing';
import { profitabilityReport } from './profitability';
import { clientStatement } from './statement';
import { statementDocument, statementFileName } from './statement-document';
import { profitabilityWorkbook, receivablesWorkbook, statementWorkbook } from './workbooks';

type Id = v.InferOutput<typeof IdParams>;
const tags = ['receivables'];
const sheet = { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) };

const sendFile = (reply: FastifyReply, type: string, filename: string, file: Buffer) =>
  reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(file);

export async function receivablesRoutes(app: FastifyInstance) {
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Querystring: ReceivablesQuery }>(
    '/reports/receivables',
    {
      schema: { tags, querystring: ReceivablesQuery, response: { 200: okOf(ReceivablesReportSchema) } },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await receivablesReport(contextOf(app, request), request.query),
    }),
  );
  app.get<{ Querystring: ReceivablesQuery }>(
    '/reports/receivables/export',
    { schema: { tags, querystring: ReceivablesQuery, response: sheet }, onRequest },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const report = await receivablesReport(ctx, request.query);
      const file = await receivablesWorkbook(ctx, report);
      return sendFile(reply, SHEET_CONTENT_TYPES.xlsx, `receivables-${report.asOf}.xlsx`, file);
    },
  );
  app.get<{ Querystring: ProfitabilityQuery }>(
    '/reports/profitability',
    {
      schema: { tags, querystring: ProfitabilityQuery, response: { 200: okOf(ProfitabilityReportSchema) } },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await profitabilityReport(contextOf(app, request), request.query),
    }),
  );
  app.get<{ Querystring: ProfitabilityQuery }>(
    '/reports/profitability/export',
    { schema: { tags, querystring: ProfitabilityQuery, response: sheet }, onRequest },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const file = await profitabilityWorkbook(ctx, await profitabilityReport(ctx, request.query));
      return sendFile(reply, SHEET_CONTENT_TYPES.xlsx, 'profitability.xlsx', file);
    },
  );

  const statementOf = (
    request: { params: Id; query: StatementQuery },
    ctx = contextOf(app, request as never),
  ) => clientStatement(ctx, request.params.id, request.query);
  const statementSchema = (response: Record<number, unknown>) => ({
    schema: { tags, params: IdParams, querystring: StatementQuery, response },
    onRequest,
  });
  app.get<{ Params: Id; Querystring: StatementQuery }>(
    '/clients/:id/statement',
    statementSchema({ 200: okOf(ClientStatementSchema) }),
    async (request) => ({
      success: true,
      data: await statementOf(request),
    }),
  );
  app.get<{ Params: Id; Querystring: StatementQuery }>(
    '/clients/:id/statement/pdf',
    statementSchema({ 200: fileAnswer('application/pdf') }),
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const statement = await statementOf(request, ctx);
      const pdf = await app.renderStatementPdf(await statementDocument(ctx.db, statement));
      const name = statementFileName(statement, 'pdf');
      return sendFile(reply, 'application/pdf', name, pdf);
    },
  );
  app.get<{ Params: Id; Querystring: StatementQuery }>(
    '/clients/:id/statement/xlsx',
    statementSchema(sheet),
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const statement = await statementOf(request, ctx);
      const name = statementFileName(statement, 'xlsx');
      return sendFile(reply, SHEET_CONTENT_TYPES.xlsx, name, await statementWorkbook(ctx, statement));
    },
  );
}
