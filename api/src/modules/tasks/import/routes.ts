// HTTP for task import: template, preview (multipart `file`), remap, commit, and the Admin's
// import history with failed rows and undo.
import {
  IdParams,
  ImportBatchRowSchema,
  ImportCommitBody,
  ImportCommitResultSchema,
  ImportPreviewBody,
  ImportPreviewSchema,
  ImportUndoResultSchema,
  okOf,
  SUCCESS,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { fileAnswer } from '../../../lib/route-responses';
import { SHEET_CONTENT_TYPES, SPREADSHEET_MESSAGES } from '../../../lib/spreadsheet';
import { readUpload } from '../../../lib/upload';
import { allow, contextOf } from '../../../plugins/auth';
import { commitImport } from './commit';
import { failedRowsFile, listImportBatches, undoImportBatch } from './history';
import { previewImport, remapImport } from './preview';
import { importTemplate } from './template';

const tags = ['tasks'];
type Id = v.InferOutput<typeof IdParams>;
const xlsx = (name: string) => ({
  'content-type': SHEET_CONTENT_TYPES.xlsx,
  'content-disposition': `attachment; filename="${name}"`,
});

export async function taskImportRoutes(app: FastifyInstance) {
  const sheet = { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx) };
  app.get('/tasks/import/template', { schema: { tags, response: sheet } }, async (request, reply) =>
    reply.headers(xlsx('tasks-import-template.xlsx')).send(await importTemplate(contextOf(app, request))),
  );

  app.post(
    '/tasks/import/preview',
    { schema: { tags, consumes: ['multipart/form-data'], response: { 200: okOf(ImportPreviewSchema) } } },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      return { success: true, data: await previewImport(contextOf(app, request), filename, data) };
    },
  );

  app.post<{ Body: v.InferOutput<typeof ImportPreviewBody> }>(
    '/tasks/import/remap',
    { schema: { tags, body: ImportPreviewBody, response: { 200: okOf(ImportPreviewSchema) } } },
    async (request) => ({
      success: true,
      data: await remapImport(contextOf(app, request), request.body.token, request.body.mapping),
    }),
  );

  app.post<{ Body: v.InferOutput<typeof ImportCommitBody> }>(
    '/tasks/import/commit',
    { schema: { tags, body: ImportCommitBody, response: { 200: okOf(ImportCommitResultSchema) } } },
    async (request) => {
      const result = await commitImport(contextOf(app, request), request.body);
      return { success: true, data: result, message: SUCCESS.imported(result.created, 'tasks') };
    },
  );

  app.get(
    '/tasks/import/batches',
    { schema: { tags, response: { 200: okOf(v.array(ImportBatchRowSchema)) } }, onRequest: allow('ADMIN') },
    async (request) => ({
      success: true,
      data: await listImportBatches(contextOf(app, request)),
    }),
  );

  app.get<{ Params: Id }>(
    '/tasks/import/batches/:id/failed-rows',
    { schema: { tags, params: IdParams, response: sheet } },
    async (request, reply) =>
      reply
        .headers(xlsx('tasks-not-imported.xlsx'))
        .send(await failedRowsFile(contextOf(app, request), request.params.id)),
  );

  app.post<{ Params: Id }>(
    '/tasks/import/batches/:id/undo',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(ImportUndoResultSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => ({
      success: true,
      data: await undoImportBatch(contextOf(app, request), request.params.id),
    }),
  );
}
