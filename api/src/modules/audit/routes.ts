// HTTP for the audit trail: the practice-wide log and its export (Admins), and the History of a
// task, a client and an invoice (whoever may see the record).
import {
  AuditPageSchema,
  AuditQuery,
  HistoryQuery,
  IdParams,
  LEADER_ROLES,
  okOf,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { exportAuditLog } from './export';
import { auditLogPage, type HistoryOf, recordHistory } from './service';

const tags = ['audit'];
type Id = v.InferOutput<typeof IdParams>;

export async function auditRoutes(app: FastifyInstance) {
  const admin = allow('ADMIN');

  app.get<{ Querystring: AuditQuery }>(
    '/audit',
    { schema: { tags, querystring: AuditQuery, response: { 200: okOf(AuditPageSchema) } }, onRequest: admin },
    async (request) => ({ success: true, data: await auditLogPage(contextOf(app, request), request.query) }),
  );

  app.get<{ Querystring: AuditQuery }>(
    '/audit/export',
    {
      schema: { tags, querystring: AuditQuery, response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) } },
      onRequest: admin,
    },
    async (request, reply) => {
      const { filename, file } = await exportAuditLog(contextOf(app, request), request.query);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file);
    },
  );

  const history = (of: HistoryOf, path: string, onRequest?: ReturnType<typeof allow>) =>
    app.get<{ Params: Id; Querystring: HistoryQuery }>(
      path,
      {
        schema: {
          tags,
          params: IdParams,
          querystring: HistoryQuery,
          response: { 200: okOf(AuditPageSchema) },
        },
        ...(onRequest ? { onRequest } : {}),
      },
      async (request) => ({
        success: true,
        data: await recordHistory(contextOf(app, request), of, request.params.id, request.query),
      }),
    );
  history('task', '/tasks/:id/history');
  history('client', '/clients/:id/history');
  history('invoice', '/invoices/:id/history', allow(...LEADER_ROLES));
}
