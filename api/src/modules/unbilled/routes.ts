// HTTP for the unbilled queue and write-offs: Admin and Team Leader (a Team Member is refused
// before anything is read); a Team Leader's task ids must be their team's, or 404.
import {
  DraftFromUnbilledBody,
  GenerateInvoicesResultSchema,
  LEADER_ROLES,
  okOf,
  UNBILLED_MESSAGES,
  UnbilledQueueSchema,
  WriteOffBody,
  WriteOffsAnswerSchema,
  WrittenOffSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES } from '../../lib/spreadsheet';
import { allow, contextOf } from '../../plugins/auth';
import { assertTasksInScope } from '../invoices/scope';
import { draftFromUnbilled, listWriteOffs, writeOff } from './draft';
import { listUnbilled } from './queue';
import { writeOffsWorkbook } from './write-offs-export';

export async function unbilledRoutes(app: FastifyInstance) {
  const tags = ['invoicing'];
  const onRequest = allow(...LEADER_ROLES);
  const preHandler = async (request: FastifyRequest) => {
    const { taskIds } = (request.body ?? {}) as { taskIds?: string[] };
    if (taskIds) await assertTasksInScope(contextOf(app, request), taskIds);
  };

  app.get(
    '/invoicing/unbilled',
    { schema: { tags, response: { 200: okOf(UnbilledQueueSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: await listUnbilled(contextOf(app, request)),
    }),
  );
  app.post<{ Body: DraftFromUnbilledBody }>(
    '/invoicing/unbilled/draft-invoices',
    {
      schema: { tags, body: DraftFromUnbilledBody, response: { 200: okOf(GenerateInvoicesResultSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const { result, message } = await draftFromUnbilled(contextOf(app, request), request.body);
      return { success: true, data: result, ...(message ? { message } : {}) };
    },
  );
  app.post<{ Body: WriteOffBody }>(
    '/invoicing/unbilled/write-off',
    {
      schema: { tags, body: WriteOffBody, response: { 200: okOf(WrittenOffSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const data = await writeOff(contextOf(app, request), request.body);
      return { success: true, data, message: UNBILLED_MESSAGES.writtenOff(data.taskIds.length) };
    },
  );
  app.get(
    '/invoicing/write-offs',
    { schema: { tags, response: { 200: okOf(WriteOffsAnswerSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: { writeOffs: await listWriteOffs(contextOf(app, request)) },
    }),
  );
  app.get(
    '/invoicing/write-offs/export',
    { schema: { tags, response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) } }, onRequest },
    async (request, reply) => {
      const { filename, file } = await writeOffsWorkbook(contextOf(app, request));
      return reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(file);
    },
  );
}
