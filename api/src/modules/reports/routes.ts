// HTTP for reports (spec §7 Reports): five reports over a period, and their .xlsx export.
// Every role may call them; the services narrow what each one sees.
import {
  ClientsReportSchema,
  DayEndReportSchema,
  okOf,
  ReportExportParams,
  ReportExportQuery,
  ReportQuery,
  SubTasksReportSchema,
  TasksReportSchema,
  UsersReportSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { sendStreamedSheet } from '../../lib/streamed-sheet-reply';
import { contextOf } from '../../plugins/auth';
import { dayEndReport } from './day-end';
import { exportReport } from './export';
import { clientsReport, subTasksReport, tasksReport, usersReport } from './tables';

const tags = ['reports'];
type Query = v.InferOutput<typeof ReportQuery>;

export async function reportRoutes(app: FastifyInstance) {
  const reports = [
    ['/reports/day-end', dayEndReport, DayEndReportSchema],
    ['/reports/clients', clientsReport, ClientsReportSchema],
    ['/reports/users', usersReport, UsersReportSchema],
    ['/reports/tasks', tasksReport, TasksReportSchema],
    ['/reports/sub-tasks', subTasksReport, SubTasksReportSchema],
  ] as const;
  for (const [path, report, answer] of reports) {
    app.get<{ Querystring: Query }>(
      path,
      { schema: { tags, querystring: ReportQuery, response: { 200: okOf(answer) } } },
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
    {
      schema: {
        tags,
        params: ReportExportParams,
        querystring: ReportExportQuery,
        response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) },
      },
    },
    async (request, reply) => {
      const { format: _excel, ...query } = request.query;
      const { meta, stream } = await exportReport(contextOf(app, request), request.params.reportId, query);
      return sendStreamedSheet(reply, meta.filename, meta.rows, stream);
    },
  );
}
