// HTTP for editing statuses, priorities and task templates (Admin).
import {
  IdParams,
  ImportReportSchema,
  OkMessageSchema,
  okOf,
  PriorityAnswerSchema,
  PriorityBody,
  StatusAnswerSchema,
  SUCCESS,
  TaskTemplateAnswerSchema,
  TaskTemplateBody,
  UpdatePriorityBody,
  UpdateStatusBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { practiceToday } from '../../lib/practice-time';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES, SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { readUpload } from '../../lib/upload';
import { allow, contextOf } from '../../plugins/auth';
import {
  createPriority,
  deletePriority,
  deleteStatus,
  deleteTaskTemplate,
  saveTaskTemplate,
  updatePriority,
  updateStatus,
} from './catalog-service';
import { listTaskTemplates } from './lookups-service';
import { exportTemplates, importTemplates } from './templates-transfer';

type Id = v.InferOutput<typeof IdParams>;
const priorityRow = (p: {
  id: string;
  name: string;
  color: string;
  systemKey: string | null;
  rank: number;
  createdAt: Date;
}) => ({ ...p, createdAt: p.createdAt.toISOString() });

export async function configCatalogRoutes(app: FastifyInstance) {
  const tags = ['configuration'];
  const admin = allow('ADMIN');

  app.put<{ Params: Id; Body: v.InferOutput<typeof UpdateStatusBody> }>(
    '/config/statuses/:id',
    {
      schema: { tags, params: IdParams, body: UpdateStatusBody, response: { 200: okOf(StatusAnswerSchema) } },
      onRequest: admin,
    },
    async (request) => ({
      success: true,
      data: { status: await updateStatus(contextOf(app, request), request.params.id, request.body) },
      message: SUCCESS.statusUpdated,
    }),
  );
  app.delete<{ Params: Id }>(
    '/config/statuses/:id',
    { schema: { tags, params: IdParams, response: { 200: OkMessageSchema } }, onRequest: admin },
    async (request) => {
      await deleteStatus(contextOf(app, request), request.params.id);
      return { success: true, data: null, message: SUCCESS.statusDeleted };
    },
  );

  app.post<{ Body: v.InferOutput<typeof PriorityBody> }>(
    '/config/priorities',
    { schema: { tags, body: PriorityBody, response: { 201: okOf(PriorityAnswerSchema) } }, onRequest: admin },
    async (request, reply) => {
      const priority = priorityRow(await createPriority(contextOf(app, request), request.body));
      return reply.status(201).send({ success: true, data: { priority }, message: SUCCESS.priorityCreated });
    },
  );
  app.put<{ Params: Id; Body: v.InferOutput<typeof UpdatePriorityBody> }>(
    '/config/priorities/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: UpdatePriorityBody,
        response: { 200: okOf(PriorityAnswerSchema) },
      },
      onRequest: admin,
    },
    async (request) => ({
      success: true,
      data: {
        priority: priorityRow(await updatePriority(contextOf(app, request), request.params.id, request.body)),
      },
      message: SUCCESS.priorityUpdated,
    }),
  );
  app.delete<{ Params: Id }>(
    '/config/priorities/:id',
    { schema: { tags, params: IdParams, response: { 200: OkMessageSchema } }, onRequest: admin },
    async (request) => {
      await deletePriority(contextOf(app, request), request.params.id);
      return { success: true, data: null, message: SUCCESS.priorityDeleted };
    },
  );

  const templateAnswer = async (request: Parameters<typeof contextOf>[1], id: string) =>
    (await listTaskTemplates(contextOf(app, request), false)).find((t) => t.id === id);
  app.post<{ Body: v.InferOutput<typeof TaskTemplateBody> }>(
    '/config/task-templates',
    {
      schema: { tags, body: TaskTemplateBody, response: { 201: okOf(TaskTemplateAnswerSchema) } },
      onRequest: admin,
    },
    async (request, reply) => {
      const id = await saveTaskTemplate(contextOf(app, request), request.body);
      return reply.status(201).send({
        success: true,
        data: { template: await templateAnswer(request, id) },
        message: SUCCESS.templateCreated,
      });
    },
  );
  app.put<{ Params: Id; Body: v.InferOutput<typeof TaskTemplateBody> }>(
    '/config/task-templates/:id',
    {
      schema: {
        tags,
        params: IdParams,
        body: TaskTemplateBody,
        response: { 200: okOf(TaskTemplateAnswerSchema) },
      },
      onRequest: admin,
    },
    async (request) => {
      const id = await saveTaskTemplate(contextOf(app, request), request.body, request.params.id);
      return {
        success: true,
        data: { template: await templateAnswer(request, id) },
        message: SUCCESS.templateUpdated,
      };
    },
  );
  app.delete<{ Params: Id }>(
    '/config/task-templates/:id',
    { schema: { tags, params: IdParams, response: { 200: OkMessageSchema } }, onRequest: admin },
    async (request) => {
      await deleteTaskTemplate(contextOf(app, request), request.params.id);
      return { success: true, data: null, message: SUCCESS.templateDeleted };
    },
  );

  const ExportQuery = v.object({ format: v.optional(v.picklist(['csv', 'xlsx']), 'xlsx') });
  app.get<{ Querystring: v.InferOutput<typeof ExportQuery> }>(
    '/config/task-templates/export',
    {
      schema: {
        tags,
        querystring: ExportQuery,
        response: { 200: fileAnswer(Object.values(SHEET_CONTENT_TYPES), 'The templates as xlsx or csv') },
      },
      onRequest: admin,
    },
    async (request, reply) => {
      const { format } = request.query;
      const ctx = contextOf(app, request);
      const [file, today] = await Promise.all([exportTemplates(ctx, format), practiceToday(ctx)]);
      return reply
        .header('content-type', SHEET_CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="task-templates-${today}.${format}"`)
        .send(file);
    },
  );
  app.post(
    '/config/task-templates/import',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: okOf(ImportReportSchema) } },
      onRequest: admin,
    },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      const report = await importTemplates(contextOf(app, request), filename, data);
      return { success: true, data: report, message: SUCCESS.imported(report.imported, 'rows') };
    },
  );
}
