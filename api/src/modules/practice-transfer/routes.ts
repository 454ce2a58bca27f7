// HTTP for the whole practice's export: GET /practice/export (Admins only) streams the .zip, with
// the rows and documents it holds up front in X-Total-Rows for the download's progress.
import { EXPORT_ROWS_HEADER } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { streamedFile } from '../../lib/streamed-file';
import { allow, contextOf } from '../../plugins/auth';
import { type PracticeExportMeta, writePracticeExport } from './export';

export async function practiceExportRoutes(app: FastifyInstance) {
  app.get(
    '/practice/export',
    {
      schema: {
        tags: ['practice'],
        summary: 'The whole practice as a .zip: spreadsheets, JSON of every table, every document',
        response: { 200: fileAnswer('application/zip', 'The practice export') },
      },
      onRequest: allow('ADMIN'),
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const { meta, stream } = await streamedFile<PracticeExportMeta>((out) =>
        writePracticeExport(ctx, app, out),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${meta.filename}"`)
        .header(EXPORT_ROWS_HEADER, String(meta.items))
        .send(stream);
    },
  );
}
