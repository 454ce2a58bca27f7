// HTTP for the whole practice's export: GET /practice/export (Admins only) streams the .zip, with
// the rows and documents it holds in X-Total-Rows and its files in X-Total-Files, up front, for
// the download's progress.
import { join } from 'node:path';
import { EXPORT_FILES_HEADER, EXPORT_ROWS_HEADER } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { fileAnswer } from '../../lib/route-responses';
import { spooledFile } from '../../lib/spooled-file';
import { actorOf, allow, contextOf } from '../../plugins/auth';
import { recordAuditEvent } from '../audit/events';
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
      // Taking everything away is on the record, in the trail the export itself then holds.
      await recordAuditEvent(ctx.db, {
        orgId: ctx.orgId,
        actor: actorOf(request),
        action: 'data_exported',
        userId: ctx.user.id,
        label: ctx.user.name,
        ip: request.ip ?? null,
      });
      // Made through a file in DATA_DIR/exports: the snapshot's transaction ends when the zip is
      // made, whatever pace the client downloads it at.
      const { meta, stream } = await spooledFile<PracticeExportMeta>(
        join(app.config.dataDir, 'exports'),
        (out) => writePracticeExport(ctx, app, out),
      );
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${meta.filename}"`)
        .header(EXPORT_ROWS_HEADER, String(meta.items))
        .header(EXPORT_FILES_HEADER, String(meta.files))
        .send(stream);
    },
  );
}
