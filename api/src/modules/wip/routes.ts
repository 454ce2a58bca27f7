// HTTP for work in progress: the report as JSON and as a workbook. Admin and Team Leader only, as
// the other money reports; a Team Leader's is the time on the tasks they lead.
import { LEADER_ROLES, okOf, WipReportSchema } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { wipReport } from './wip-report';
import { wipWorkbook } from './wip-workbook';

export async function wipRoutes(app: FastifyInstance) {
  const onRequest = allow(...LEADER_ROLES);
  const tags = ['reports'];
  app.get(
    '/reports/wip',
    { schema: { tags, response: { 200: okOf(WipReportSchema) } }, onRequest },
    async (request) => ({ success: true, data: await wipReport(contextOf(app, request)) }),
  );
  app.get(
    '/reports/wip/export',
    { schema: { tags, response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) } }, onRequest },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const file = await wipWorkbook(ctx, await wipReport(ctx));
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', 'attachment; filename="work-in-progress.xlsx"')
        .send(file);
    },
  );
}
