// Preview of an import: parses and checks the upload, keeps it for the commit, writes no task.
import {
  IMPORT_PREVIEW_ROWS,
  type ImportMapping,
  type ImportPreview,
  type ImportRowStatus,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { inSlices } from '../../../lib/in-slices';
import { checkUpload, onlyClientUnknown, type UploadCheck } from './check';
import { loadPending, type ParsedUpload, parseUpload, savePending } from './pending';

async function answer(token: string, upload: ParsedUpload, checked: UploadCheck): Promise<ImportPreview> {
  const summary: Record<ImportRowStatus, number> = { ok: 0, error: 0, duplicate: 0 };
  const rows: ImportPreview['rows'] = [];
  let unknownClientRows = 0;
  for await (const r of inSlices(checked.rows())) {
    summary[r.status] += 1;
    if (onlyClientUnknown(r)) unknownClientRows += 1;
    if (rows.length < IMPORT_PREVIEW_ROWS)
      rows.push({ row: r.row, status: r.status, errors: r.errors, task: r.cells });
  }
  return {
    token,
    filename: upload.filename,
    columns: upload.headers.map((header) => ({ header, field: checked.mapping[header] ?? null })),
    rows,
    summary,
    unknownClients: checked.unknownClients,
    unknownClientRows,
  };
}

export async function previewImport(ctx: ServiceContext, filename: string, data: Buffer) {
  const upload = await parseUpload(filename, data);
  const [token, checked] = await Promise.all([savePending(ctx, upload), checkUpload(ctx, upload, undefined)]);
  return answer(token, upload, checked);
}

/** The same upload checked again under the mapping the person chose. */
export async function remapImport(ctx: ServiceContext, token: string, mapping: ImportMapping | undefined) {
  const upload = await loadPending(ctx, token);
  return answer(token, upload, await checkUpload(ctx, upload, mapping));
}
