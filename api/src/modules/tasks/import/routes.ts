// HTTP for task import: template, preview (multipart `file`), remap, commit, and the Admin's
// import history with failed rows and undo.
import { IdParams, ImportCommitBody, ImportPreviewBody, SUCCESS } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
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
  app.get('/tasks/import/template', { schema: { tags } }, async (request, reply) =>
    reply.headers(xlsx('tasks-import-template.xlsx')).send(await importTemplate(contextOf(app, request))),
  );

  app.post(
    '/tasks/import/preview',
    { schema: { tags, consumes: ['multipart/form-data'] } },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      return { success: true, data: await previewImport(contextOf(app, request), filename, data) };
    },
  );

  app.post<{ Body: v.InferOutput<typeof ImportPreviewBody> }>(
    '/tasks/import/remap',
    { schema: { tags, body: ImportPreviewBody } },
    async (request) => ({
      success: true,
      data: await remapImport(contextOf(app, request), request.body.token, request.body.mapping),
    }),
  );

  app.post<{ Body: v.InferOutput<typeof ImportCommitBody> }>(
    '/tasks/import/commit',
    { schema: { tags, body: ImportCommitBody } },
    async (request) => {
      const result = await commitImport(contextOf(app, request), request.body);
      return { success: true, data: result, message: SUCCESS.imported(result.created, 'tasks') };
    },
  );

  app.get('/tasks/import/batches', { schema: { tags }, onRequest: allow('ADMIN') }, async (request) => ({
    success: true,
    data: await listImportBatches(contextOf(app, request)),
  }));

  app.get<{ Params: Id }>(
    '/tasks/import/batches/:id/failed-rows',
    { schema: { tags, params: IdParams } },
    async (request, reply) =>
      reply
        .headers(xlsx('tasks-not-imported.xlsx'))
        .send(await failedRowsFile(contextOf(app, request), request.params.id)),
  );

  app.post<{ Params: Id }>(
    '/tasks/import/batches/:id/undo',
    { schema: { tags, params: IdParams }, onRequest: allow('ADMIN') },
    async (request) => ({
      success: true,
      data: await undoImportBatch(contextOf(app, request), request.params.id),
    }),
  );
}
