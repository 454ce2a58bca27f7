// HTTP for realisation: the report for a period as JSON and as a workbook. Admin and Team Leader
// only, as the other money reports; a Team Leader's covers the invoices of their team's clients.
import { LEADER_ROLES, okOf, ProfitabilityQuery, RealisationReportSchema } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { realisationReport } from './realisation-report';
import { realisationWorkbook } from './realisation-workbook';

export async function realisationRoutes(app: FastifyInstance) {
  const onRequest = allow(...LEADER_ROLES);
  const tags = ['reports'];
  app.get<{ Querystring: ProfitabilityQuery }>(
    '/reports/realisation',
    {
      schema: { tags, querystring: ProfitabilityQuery, response: { 200: okOf(RealisationReportSchema) } },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: await realisationReport(contextOf(app, request), request.query),
    }),
  );
  app.get<{ Querystring: ProfitabilityQuery }>(
    '/reports/realisation/export',
    {
      schema: {
        tags,
        querystring: ProfitabilityQuery,
        response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) },
      },
      onRequest,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const file = await realisationWorkbook(ctx, await realisationReport(ctx, request.query));
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', 'attachment; filename="realisation.xlsx"')
        .send(file);
    },
  );
}
