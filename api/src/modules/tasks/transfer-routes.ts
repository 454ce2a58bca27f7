// HTTP for GET /tasks/export?format=csv|xlsx (current filters) and POST /tasks/import (multipart `file`).
import { ImportReportSchema, okOf, SUCCESS, TaskListQuery } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { filesAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES, SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { sendStreamedSheet } from '../../lib/streamed-sheet-reply';
import { readUpload } from '../../lib/upload';
import { contextOf } from '../../plugins/auth';
import { exportTasks, exportTasksXlsx, importTasks } from './transfer';

const ExportQuery = v.object({
  ...TaskListQuery.entries,
  format: v.optional(v.picklist(['csv', 'xlsx']), 'csv'),
});

function stamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export async function taskTransferRoutes(app: FastifyInstance) {
  const tags = ['tasks'];
  app.get<{ Querystring: v.InferOutput<typeof ExportQuery> }>(
    '/tasks/export',
    {
      schema: {
        tags,
        querystring: ExportQuery,
        response: { 200: filesAnswer(Object.values(SHEET_CONTENT_TYPES)) },
      },
    },
    async (request, reply) => {
      const { format, ...query } = request.query;
      const filename = `tasks-${stamp()}.${format}`;
      if (format === 'xlsx') {
        const { meta: rows, stream } = await exportTasksXlsx(contextOf(app, request), query);
        return sendStreamedSheet(reply, filename, rows, stream);
      }
      const file = await exportTasks(contextOf(app, request), query, format);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file);
    },
  );

  app.post(
    '/tasks/import',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: okOf(ImportReportSchema) } } },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      const report = await importTasks(contextOf(app, request), filename, data);
      return { success: true, data: report, message: SUCCESS.imported(report.imported, 'tasks') };
    },
  );
}
