// HTTP for client export and import, the client's tasks and invoices, and bulk actions (Admin).
import {
  ClientBulkBody,
  ClientBulkResultSchema,
  IdParams,
  ImportReportSchema,
  InvoiceListSchema,
  LEADER_ROLES,
  okOf,
  SUCCESS,
  TaskListAnswerSchema,
  TaskListQuery,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES, SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { readUpload } from '../../lib/upload';
import { allow, contextOf } from '../../plugins/auth';
import { listClientInvoices } from '../invoices/list';
import { bulkClients } from './bulk';
import { getClient } from './service';
import { clientTasks } from './summary';
import { exportClients, importClients } from './transfer';

type Id = v.InferOutput<typeof IdParams>;
/** The task list's query, and `open=true` for the open tasks only (the client page's tab). */
const ClientTasksQuery = v.object({ ...TaskListQuery.entries, open: v.optional(v.picklist(['true'])) });
const ExportQuery = v.object({ format: v.optional(v.picklist(['csv', 'xlsx']), 'xlsx') });

export async function clientTransferRoutes(app: FastifyInstance) {
  const tags = ['clients'];
  const admin = allow('ADMIN');
  app.get<{ Querystring: v.InferOutput<typeof ExportQuery> }>(
    '/clients/export',
    {
      schema: {
        tags,
        querystring: ExportQuery,
        response: { 200: fileAnswer(Object.values(SHEET_CONTENT_TYPES), 'The clients as xlsx or csv') },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const { format } = request.query;
      const file = await exportClients(contextOf(app, request), format);
      const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="clients-${stamp}.${format}"`)
        .send(file);
    },
  );
  app.post(
    '/clients/import',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: okOf(ImportReportSchema) } },
      onRequest: admin,
    },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      const report = await importClients(contextOf(app, request), filename, data);
      return { success: true, data: report, message: SUCCESS.imported(report.imported, 'clients') };
    },
  );
  app.post<{ Body: ClientBulkBody }>(
    '/clients/bulk',
    {
      schema: { tags, body: ClientBulkBody, response: { 200: okOf(ClientBulkResultSchema) } },
      onRequest: admin,
    },
    async (request) => {
      const { ids, action } = request.body;
      const result = await bulkClients(contextOf(app, request), ids, action);
      if (action !== 'delete')
        return {
          success: true,
          data: { updated: result.updated },
          message: `${result.updated} client(s) ${action}d`,
        };
      const { deleted, deactivated } = result;
      return {
        success: true,
        data: { deleted, deactivated },
        message: `Deleted ${deleted} client(s)${deactivated ? `; ${deactivated} with work deactivated instead` : ''}`,
      };
    },
  );
  app.get<{ Params: Id; Querystring: v.InferOutput<typeof ClientTasksQuery> }>(
    '/clients/:id/tasks',
    {
      schema: {
        tags,
        params: IdParams,
        querystring: ClientTasksQuery,
        response: { 200: okOf(TaskListAnswerSchema) },
      },
    },
    async (request) => {
      const ctx = contextOf(app, request);
      await getClient(ctx, request.params.id);
      const { open, ...query } = request.query;
      return { success: true, data: await clientTasks(ctx, request.params.id, query, open === 'true') };
    },
  );
  app.get<{ Params: Id }>(
    '/clients/:id/invoices',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(InvoiceListSchema) } },
      onRequest: allow(...LEADER_ROLES),
    },
    async (request) => {
      const ctx = contextOf(app, request);
      await getClient(ctx, request.params.id);
      return { success: true, data: await listClientInvoices(ctx, request.params.id) };
    },
  );
}
