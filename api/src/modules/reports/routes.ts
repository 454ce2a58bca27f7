// HTTP for reports (spec §7 Reports): five reports over a period, and their .xlsx export.
// Every role may call them; the services narrow what each one sees.
import { ReportExportParams, ReportExportQuery, ReportQuery } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { sendStreamedSheet } from '../../lib/streamed-sheet-reply';
import { contextOf } from '../../plugins/auth';
import { dayEndReport } from './day-end';
import { exportReport } from './export';
import { clientsReport, subTasksReport, tasksReport, usersReport } from './tables';

const tags = ['reports'];
type Query = v.InferOutput<typeof ReportQuery>;

export async function reportRoutes(app: FastifyInstance) {
  const reports = [
    ['/reports/day-end', dayEndReport],
    ['/reports/clients', clientsReport],
    ['/reports/users', usersReport],
    ['/reports/tasks', tasksReport],
    ['/reports/sub-tasks', subTasksReport],
  ] as const;
  for (const [path, report] of reports) {
    app.get<{ Querystring: Query }>(
      path,
      { schema: { tags, querystring: ReportQuery } },
      async (request) => ({
        success: true,
        data: await report(contextOf(app, request), request.query),
      }),
    );
  }

  app.get<{
    Params: v.InferOutput<typeof ReportExportParams>;
    Querystring: v.InferOutput<typeof ReportExportQuery>;
  }>(
    '/reports/export/:reportId',
    { schema: { tags, params: ReportExportParams, querystring: ReportExportQuery } },
    async (request, reply) => {
      const { format: _excel, ...query } = request.query;
      const { meta, stream } = await exportReport(contextOf(app, request), request.params.reportId, query);
      return sendStreamedSheet(reply, meta.filename, meta.rows, stream);
    },
  );
}
