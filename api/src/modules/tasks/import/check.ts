// Checks a whole parsed upload under a mapping: each row's errors, duplicates of open tasks and of
// earlier rows, and the clients the file names that the practice does not have.
import type { ImportField, ImportMapping, ImportRowStatus } from '@practice-desk/contracts';
import { IMPORT_MESSAGES } from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { applyMapping, columnsOfFields } from './headers';
import { duplicateKey, type ImportNames, loadImportNames, openTaskKeys } from './names';
import type { ParsedUpload } from './pending';
import { type CheckedRow, checkRow } from './rows';

export interface StatusedRow extends CheckedRow {
  status: ImportRowStatus;
}

export interface CheckedUpload {
  mapping: ImportMapping;
  rows: StatusedRow[];
  unknownClients: string[];
  names: ImportNames;
}

export async function checkUpload(
  ctx: ServiceContext,
  upload: ParsedUpload,
  chosen: ImportMapping | undefined,
): Promise<CheckedUpload> {
  const mapping = applyMapping(upload.headers, chosen);
  const columns = columnsOfFields(upload.headers, mapping);
  const [names, open] = await Promise.all([
    loadImportNames(ctx.db, ctx.orgId),
    openTaskKeys(ctx.db, ctx.orgId),
  ]);
  const firstRowOfKey = new Map<string, number>();
  const unknownClients = new Map<string, string>();
  const rows = upload.rows.map((cells, index): StatusedRow => {
    const cellOf = (field: ImportField) => {
      const column = columns.get(field);
      return column === undefined ? '' : (cells[column] ?? '');
    };
    // Row 1 is the header, so the first data row is row 2 as the spreadsheet shows it.
    const checked = checkRow(index + 2, cellOf, names, ctx.user);
    if (checked.unknownClient) unknownClients.set(checked.unknownClient.toLowerCase(), checked.unknownClient);
    const onlyClientMissing = checked.errors.length === (checked.unknownClient ? 1 : 0);
    if (!onlyClientMissing) return { ...checked, status: 'error' };
    const { clientName, task, subTask, dueDate } = checked.values;
    const key = duplicateKey(clientName, task, subTask, dueDate);
    const earlier = firstRowOfKey.get(key);
    if (earlier === undefined) firstRowOfKey.set(key, checked.row);
    const duplicate = open.has(key)
      ? IMPORT_MESSAGES.duplicateOpen
      : earlier !== undefined
        ? IMPORT_MESSAGES.duplicateRow(earlier)
        : null;
    if (duplicate) return { ...checked, errors: [...checked.errors, duplicate], status: 'duplicate' };
    return { ...checked, status: checked.errors.length ? 'error' : 'ok' };
  });
  return { mapping, rows, unknownClients: [...unknownClients.values()], names };
}
