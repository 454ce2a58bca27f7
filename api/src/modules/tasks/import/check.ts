// Checks a whole parsed upload under a mapping: each row's errors, duplicates of open tasks and of
// earlier rows, and the clients the file names that the practice does not have. Rows are checked
// one at a time as the caller walks them, so a 50,000-row file is never held checked all at once.
import type { ImportField, ImportMapping, ImportRowStatus } from '@practice-desk/contracts';
import { IMPORT_MESSAGES } from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { forEachInSlices } from '../../../lib/in-slices';
import { applyMapping, columnsOfFields } from './headers';
import { duplicateKey, type ImportNames, loadImportNames, openTaskKeys } from './names';
import type { ParsedUpload } from './pending';
import { type CheckedRow, checkRow } from './rows';

export interface StatusedRow extends CheckedRow {
  status: ImportRowStatus;
  /** The row's text cells as the file has them, in header order. */
  source: string[];
}

const PASSED: string[] = [];

export interface UploadCheck {
  mapping: ImportMapping;
  /** The clients the file names that the practice does not have, as the file spells them. */
  unknownClients: string[];
  names: ImportNames;
  /** Each row checked, in file order. Walks the upload once and lets each row's cells go as it
   * passes, so a large file's memory shrinks as it is checked or written: call it once. */
  rows(): Generator<StatusedRow>;
}

/** Whether the row's only error is its unknown client (creating the client would import it). */
export function onlyClientUnknown(row: StatusedRow): boolean {
  return row.status === 'error' && row.errors.length === 1 && row.unknownClient !== null;
}

export async function checkUpload(
  ctx: ServiceContext,
  upload: ParsedUpload,
  chosen: ImportMapping | undefined,
): Promise<UploadCheck> {
  const mapping = applyMapping(upload.headers, chosen);
  const columns = columnsOfFields(upload.headers, mapping);
  const [names, open] = await Promise.all([
    loadImportNames(ctx.db, ctx.orgId),
    openTaskKeys(ctx.db, ctx.orgId),
  ]);
  const clientColumn = columns.get('client');
  const unknownClients = new Map<string, string>();
  if (clientColumn !== undefined)
    await forEachInSlices(upload.rows, (cells) => {
      const name = cells[clientColumn] ?? '';
      if (name && !names.clients.has(name.toLowerCase()) && !unknownClients.has(name.toLowerCase()))
        unknownClients.set(name.toLowerCase(), name);
    });

  function* rows(): Generator<StatusedRow> {
    const firstRowOfKey = new Map<string, number>();
    for (let index = 0; index < upload.rows.length; index += 1) {
      const cells = upload.rows[index] ?? [];
      upload.rows[index] = PASSED;
      const cellOf = (field: ImportField) => {
        const column = columns.get(field);
        return column === undefined ? '' : (cells[column] ?? '');
      };
      // Row 1 is the header, so the first data row is row 2 as the spreadsheet shows it.
      const checked = checkRow(index + 2, cellOf, names, ctx.user);
      const onlyClientMissing = checked.errors.length === (checked.unknownClient ? 1 : 0);
      // The checked row becomes the statused one in place: 50,000 rows make no second copy.
      const statused = checked as StatusedRow;
      statused.source = cells;
      if (!onlyClientMissing) {
        statused.status = 'error';
        yield statused;
        continue;
      }
      const { clientName, task, subTask, dueDate } = checked.values;
      const key = duplicateKey(clientName, task, subTask, dueDate);
      const earlier = firstRowOfKey.get(key);
      if (earlier === undefined) firstRowOfKey.set(key, checked.row);
      const duplicate = open.has(key)
        ? IMPORT_MESSAGES.duplicateOpen
        : earlier !== undefined
          ? IMPORT_MESSAGES.duplicateRow(earlier)
          : null;
      if (duplicate) checked.errors.push(duplicate);
      statused.status = duplicate ? 'duplicate' : checked.errors.length ? 'error' : 'ok';
      yield statused;
    }
  }

  return { mapping, unknownClients: [...unknownClients.values()], names, rows };
}
