// HTTP for filing proof: POST /compliance/items/:id/filing (multipart: `arn`, `filedOn` and an
// optional `file`, the acknowledgement PDF), GET /compliance/items/:id/acknowledgement, many items
// marked filed at once (POST /compliance/filings/bulk), the items behind a task grid selection
// (POST /compliance/filings/from-tasks) and the import of past filings.
import {
  ACKNOWLEDGEMENT_MAX_BYTES,
  BulkFilingAnswerSchema,
  BulkFilingBody,
  CalendarItemAnswerSchema,
  FILING_IMPORT_MESSAGES,
  FILING_MESSAGES,
  FilingImportCommitBody,
  FilingImportPreviewSchema,
  FilingImportResultSchema,
  IdParams,
  okOf,
  TaskFilingTargetsBody,
  TaskFilingTargetsSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { ServiceContext } from '../../lib/context';
import { DomainError } from '../../lib/errors';
import { fileAnswer } from '../../lib/route-responses';
import { SHEET_CONTENT_TYPES, SPREADSHEET_MESSAGES } from '../../lib/spreadsheet';
import { deleteStoredFile, type StoredFile, storeFile } from '../../lib/stored-files';
import { multipartForm, readUpload } from '../../lib/upload';
import { contextOf } from '../../plugins/auth';
import { acknowledgementPdf, type FilingInput, filingTarget, recordFiling } from './filing';
import { recordFilings } from './filing-bulk';
import { filingTargetsOfTasks } from './filing-from-tasks';
import { commitFilingImport, previewFilingImport } from './filing-import';
import { filingImportTemplate } from './filing-import-template';

const tags = ['compliance'];
type Id = v.InferOutput<typeof IdParams>;

const refuse = (field: string, message: string) => new DomainError(400, message, [{ field, message }]);

/** The upload's bytes as they arrive; refused once past the size limit. */
async function* withinLimit(file: AsyncIterable<Buffer> & { truncated?: boolean }) {
  for await (const chunk of file) {
    if (file.truncated) throw refuse('file', FILING_MESSAGES.pdfTooLarge);
    yield chunk;
  }
  if (file.truncated) throw refuse('file', FILING_MESSAGES.pdfTooLarge);
}

/** The form's fields and its one PDF, streamed into the practice's stored files as it arrives; a
 * file field left empty in a browser form counts as none. A form that fails after the PDF was
 * stored leaves no file behind. */
async function readFilingForm(request: FastifyRequest, ctx: ServiceContext): Promise<FilingInput> {
  if (!request.isMultipart()) throw refuse('', FILING_MESSAGES.notMultipart);
  const fields: Record<string, unknown> = {};
  let pdf: StoredFile | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: ACKNOWLEDGEMENT_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file') throw refuse(part.fieldname, FILING_MESSAGES.unexpectedFile);
      const head = {
        kind: 'acknowledgement',
        name: part.filename || 'acknowledgement.pdf',
        contentType: 'application/pdf',
      };
      const stored = await storeFile(ctx.db, head, withinLimit(part.file));
      if (stored.size > 0 || part.filename) pdf = stored;
      else await deleteStoredFile(ctx.db, stored.id);
    }
  } catch (err) {
    if (pdf) await deleteStoredFile(ctx.db, pdf.id).catch(() => undefined);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse('file', FILING_MESSAGES.pdfTooLarge);
    throw err;
  }
  return { fields, pdf };
}

export async function complianceFilingRoutes(app: FastifyInstance) {
  app.post<{ Params: Id }>(
    '/compliance/items/:id/filing',
    {
      schema: {
        tags,
        params: IdParams,
        ...multipartForm({ arn: 'text', filedOn: 'text', file: 'file' }, ['arn', 'filedOn']),
        response: { 200: okOf(CalendarItemAnswerSchema) },
      },
    },
    async (request) => {
      const ctx = contextOf(app, request);
      // Rights first: someone who may not file learns nothing from the form's checks.
      const item = await filingTarget(ctx, request.params.id);
      const input = await readFilingForm(request, ctx);
      return {
        success: true,
        data: { item: await recordFiling(ctx, item, input) },
        message: 'Filing recorded',
      };
    },
  );

  app.get<{ Params: Id }>(
    '/compliance/items/:id/acknowledgement',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: fileAnswer('application/pdf', 'The acknowledgement PDF') },
      },
    },
    async (request, reply) => {
      const { filename, size, stream } = await acknowledgementPdf(contextOf(app, request), request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(size))
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(stream);
    },
  );

  app.post<{ Body: BulkFilingBody }>(
    '/compliance/filings/bulk',
    { schema: { tags, body: BulkFilingBody, response: { 200: okOf(BulkFilingAnswerSchema) } } },
    async (request) => {
      const items = await recordFilings(contextOf(app, request), request.body);
      return { success: true, data: { items }, message: FILING_IMPORT_MESSAGES.recorded(items.length) };
    },
  );

  // The task grid's selection as the items to mark filed (then sent to /compliance/filings/bulk).
  app.post<{ Body: TaskFilingTargetsBody }>(
    '/compliance/filings/from-tasks',
    { schema: { tags, body: TaskFilingTargetsBody, response: { 200: okOf(TaskFilingTargetsSchema) } } },
    async (request) => ({
      success: true,
      data: await filingTargetsOfTasks(contextOf(app, request), request.body),
    }),
  );

  app.get(
    '/compliance/filings/import/template',
    {
      schema: { tags, response: { 200: fileAnswer(SHEET_CONTENT_TYPES.xlsx, 'The past filings template') } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', SHEET_CONTENT_TYPES.xlsx)
        .header('content-disposition', 'attachment; filename="past-filings-template.xlsx"')
        .send(filingImportTemplate()),
  );

  app.post(
    '/compliance/filings/import/preview',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: okOf(FilingImportPreviewSchema) } },
    },
    async (request) => {
      const { filename, data } = await readUpload(request, 'file', SPREADSHEET_MESSAGES.size);
      return { success: true, data: await previewFilingImport(contextOf(app, request), filename, data) };
    },
  );

  app.post<{ Body: FilingImportCommitBody }>(
    '/compliance/filings/import/commit',
    { schema: { tags, body: FilingImportCommitBody, response: { 200: okOf(FilingImportResultSchema) } } },
    async (request) => {
      const result = await commitFilingImport(contextOf(app, request), request.body.token);
      return { success: true, data: result, message: FILING_IMPORT_MESSAGES.recorded(result.filed) };
    },
  );
}
