// Preview of an import: parses and checks the upload, keeps it for the commit, writes no task.
import {
  IMPORT_PREVIEW_ROWS,
  type ImportMapping,
  type ImportPreview,
  type ImportRowStatus,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { type CheckedUpload, checkUpload } from './check';
import { loadPending, type ParsedUpload, parseUpload, savePending } from './pending';

function answer(token: string, upload: ParsedUpload, checked: CheckedUpload): ImportPreview {
  const summary: Record<ImportRowStatus, number> = { ok: 0, error: 0, duplicate: 0 };
  for (const row of checked.rows) summary[row.status] += 1;
  return {
    token,
    filename: upload.filename,
    columns: upload.headers.map((header) => ({ header, field: checked.mapping[header] ?? null })),
    rows: checked.rows.slice(0, IMPORT_PREVIEW_ROWS).map((r) => ({
      row: r.row,
      status: r.status,
      errors: r.errors,
      task: r.cells,
    })),
    summary,
    unknownClients: checked.unknownClients,
    unknownClientRows: checked.rows.filter(
      (r) => r.status === 'error' && r.errors.length === 1 && r.unknownClient !== null,
    ).length,
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
