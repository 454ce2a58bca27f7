// HTTP for the TDS-receivable report and its .xlsx: Admin and Team Leader only, as all money is.
import { LEADER_ROLES, okOf, TdsReceivableQuery, TdsReceivableReportSchema } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { exportTdsReceivable } from './export';
import { tdsReceivable } from './report';

export async function tdsReceivableRoutes(app: FastifyInstance) {
  const tags = ['reports'];
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Querystring: TdsReceivableQuery }>(
    '/reports/tds-receivable',
    {
      schema: { tags, querystring: TdsReceivableQuery, response: { 200: okOf(TdsReceivableReportSchema) } },
      onRequest,
    },
    async (request) => ({ success: true, data: await tdsReceivable(contextOf(app, request), request.query) }),
  );
  app.get<{ Querystring: TdsReceivableQuery }>(
    '/reports/tds-receivable/export',
    {
      schema: {
        tags,
        querystring: TdsReceivableQuery,
        response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) },
      },
      onRequest,
    },
    async (request, reply) => {
      const { filename, file } = await exportTdsReceivable(contextOf(app, request), request.query);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file);
    },
  );
}
