// Import of past filings: the file is read and kept as the task import keeps its uploads (same
// limits, same pending store), every row checked against the practice's clients, its calendar
// items and the single filing's rules; the commit records the rows still good, in one transaction.
import {
  FILING_IMPORT_COLUMNS,
  FILING_IMPORT_MAX_ROWS,
  FILING_IMPORT_MESSAGES,
  type FilingImportField,
  type FilingImportPreview,
  type FilingImportResult,
  type FilingImportRow,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { clients, complianceItems } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Invalid, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import {
  dropPending,
  loadPending,
  type ParsedUpload,
  parseUpload,
  savePending,
} from '../tasks/import/pending';
import { parseDueDate } from '../tasks/import/rows';
import { type ItemRecord, liveItem, selectItems } from './calendar-items';
import { type CheckedFiling, checkOne, mayFile, writeFilings } from './filing-bulk';
import { columnsOf, formCode, periodKey } from './filing-import-rows';

interface CheckedRows {
  rows: FilingImportRow[];
  ready: CheckedFiling[];
}

const itemKey = (clientId: string, code: string, period: string) => `${clientId}|${code}|${period}`;

function columns(upload: ParsedUpload): Record<FilingImportField, number> {
  const found = columnsOf(upload.headers);
  const fields: FilingImportField[] = ['client', 'form', 'period', 'filedOn', 'arn'];
  fields.forEach((field, i) => {
    if (found[field] < 0)
      throw new Invalid(FILING_IMPORT_MESSAGES.missingColumn(FILING_IMPORT_COLUMNS[i] ?? field));
  });
  return found;
}

/** The practice's clients the file names (by lower-cased name) and their live items. */
async function loadNamed(ctx: ServiceContext, names: string[]) {
  const lower = [...new Set(names.map((n) => n.toLowerCase()))];
  const found = lower.length
    ? await ctx.db
        .select({ id: clients.id, name: clients.name })
        .from(clients)
        .where(and(eq(clients.orgId, ctx.orgId), inArray(sql`lower(${clients.name})`, lower)))
    : [];
  const byName = new Map(found.map((c) => [c.name.toLowerCase(), c.id]));
  const ids = [...byName.values()];
  const items = ids.length
    ? await selectItems(ctx.db).where(and(inArray(complianceItems.clientId, ids), liveItem()))
    : [];
  return {
    byName,
    items: new Map(items.map((item) => [itemKey(item.clientId, item.code, item.period), item])),
  };
}

/** The item the caller may file, or why not (an item they cannot see is as good as none). */
function fileable(ctx: ServiceContext, item: ItemRecord | undefined): ItemRecord | 'none' | 'not-yours' {
  if (!item) return 'none';
  try {
    return mayFile(ctx, item) ? item : 'not-yours';
  } catch (err) {
    if (err instanceof NotFound) return 'none';
    throw err;
  }
}

async function checkRows(ctx: ServiceContext, upload: ParsedUpload, today: string): Promise<CheckedRows> {
  if (upload.rows.length > FILING_IMPORT_MAX_ROWS) throw new Invalid(FILING_IMPORT_MESSAGES.tooManyRows);
  const at = columns(upload);
  const named = await loadNamed(ctx, upload.rows.map((r) => r[at.client] ?? '').filter(Boolean));
  const seen = new Map<string, number>();
  const rows: FilingImportRow[] = [];
  const ready: CheckedFiling[] = [];
  const readRow = (cells: string[], index: number): void => {
    const text = (field: FilingImportField) => (cells[at[field]] ?? '').trim();
    const row: FilingImportRow = {
      row: index + 2,
      client: text('client'),
      form: text('form'),
      period: text('period'),
      filedOn: text('filedOn'),
      arn: text('arn'),
      status: 'problem',
      problems: [],
      itemId: null,
      title: null,
    };
    rows.push(row);
    const problem = (message: string): void => {
      row.problems.push(message);
    };
    const clientId = row.client ? named.byName.get(row.client.toLowerCase()) : undefined;
    if (!row.client) problem(FILING_IMPORT_MESSAGES.clientRequired);
    else if (!clientId) problem(FILING_IMPORT_MESSAGES.unknownClient(row.client));
    const code = row.form ? formCode(row.form) : null;
    if (!row.form) problem(FILING_IMPORT_MESSAGES.formRequired);
    else if (!code) problem(FILING_IMPORT_MESSAGES.unknownForm(row.form));
    const period = row.period ? periodKey(row.period) : null;
    if (!row.period) problem(FILING_IMPORT_MESSAGES.periodRequired);
    else if (!period) problem(FILING_IMPORT_MESSAGES.unknownPeriod(row.period));
    const filedOn = row.filedOn ? parseDueDate(row.filedOn) : null;
    if (!row.filedOn) problem(FILING_IMPORT_MESSAGES.filedOnRequired);
    else if (!filedOn) problem(FILING_IMPORT_MESSAGES.badFiledOn(row.filedOn));
    if (!clientId || !code || !period) return;
    const item = fileable(ctx, named.items.get(itemKey(clientId, code, period)));
    if (item === 'none') {
      problem(FILING_IMPORT_MESSAGES.noItem(row.form, row.period));
      return;
    }
    if (item === 'not-yours') {
      problem(FILING_IMPORT_MESSAGES.notYours);
      return;
    }
    row.itemId = item.id;
    row.title = item.title;
    const first = seen.get(item.id);
    if (first !== undefined) {
      problem(FILING_IMPORT_MESSAGES.twice(first));
      return;
    }
    seen.set(item.id, row.row);
    if (item.filedOn) {
      row.status = 'already-filed';
      problem(FILING_IMPORT_MESSAGES.alreadyFiled(dayjs(item.filedOn).format('D MMM YYYY')));
      return;
    }
    if (!filedOn) return;
    const checked = checkOne(item, { arn: row.arn, filedOn }, today);
    if (Array.isArray(checked)) for (const e of checked) problem(e.message);
    else if (row.problems.length === 0) {
      row.status = 'ready';
      ready.push(checked);
    }
  };
  for (const [index, cells] of upload.rows.entries()) readRow(cells, index);
  return { rows, ready };
}

function summaryOf(rows: FilingImportRow[]): FilingImportPreview['summary'] {
  const count = (status: FilingImportRow['status']) => rows.filter((r) => r.status === status).length;
  return { ready: count('ready'), problem: count('problem'), alreadyFiled: count('already-filed') };
}

export async function previewFilingImport(
  ctx: ServiceContext,
  filename: string,
  data: Buffer,
): Promise<FilingImportPreview> {
  const upload = await parseUpload(filename, data);
  const checked = await checkRows(ctx, upload, await practiceToday(ctx));
  const token = await savePending(ctx, upload);
  return { token, filename, rows: checked.rows, summary: summaryOf(checked.rows) };
}

/** Records the rows that are still good (checked again: the calendar may have moved since the
 * preview); the others, and rows already filed, are skipped. */
export async function commitFilingImport(ctx: ServiceContext, token: string): Promise<FilingImportResult> {
  const upload = await loadPending(ctx, token);
  const today = await practiceToday(ctx);
  const { rows, ready } = await checkRows(ctx, upload, today);
  if (ready.length === 0) throw new Invalid(FILING_IMPORT_MESSAGES.nothingToRecord);
  await writeFilings(ctx, ready, today);
  await dropPending(ctx.db, token);
  return { filed: ready.length, skipped: rows.length - ready.length };
}
