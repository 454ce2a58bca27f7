// Filing proof: the acknowledgement number, the filing date and an optional acknowledgement PDF,
// recorded by whoever may change the item's task status, which then becomes Completed through the
// task service (so its activity, recurrence and counts follow). The PDF is stored under the
// practice's own folder of the data directory.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  arnProblem,
  CALENDAR_MESSAGES,
  type CalendarItem,
  FILING_MESSAGES,
  type FieldError,
  FilingBody,
  isClosedStatus,
  parsePeriod,
  taskRights,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { complianceItems } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError, Forbidden, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { findStatusByKey } from '../tasks/lookups';
import { applyTaskUpdate, loadTask } from '../tasks/service';
import { type ItemRecord, liveItem, selectItems, toCalendarItem } from './calendar-items';

export interface FilingInput {
  /** The form's text fields as sent (checked here with FilingBody). */
  fields: Record<string, unknown>;
  pdf: Buffer | null;
}

const refuse = (field: string, message: string) => new DomainError(400, message, [{ field, message }]);

/** The folder of a practice's acknowledgement PDFs. */
export const acknowledgementDir = (dataDir: string, orgId: string) =>
  join(dataDir, 'uploads', orgId, 'acknowledgements');

export async function loadItem(ctx: ServiceContext, id: string): Promise<ItemRecord> {
  const [row] = await selectItems(ctx.db).where(and(eq(complianceItems.id, id), liveItem()));
  if (!row) throw new NotFound(CALENDAR_MESSAGES.itemNotFound);
  return row;
}

/** The task's rights over the item: an item the caller cannot see does not exist for them; one
 * without a task (deleted for good) is the Admin's alone. */
export function rightsOver(ctx: ServiceContext, row: ItemRecord) {
  if (row.taskId === null) {
    if (ctx.user.role !== 'ADMIN') throw new NotFound(CALENDAR_MESSAGES.itemNotFound);
    return taskRights(ctx.user, {
      allottedTo: null,
      teamLeader: null,
      helpRequiredUser: null,
      createdBy: null,
    });
  }
  const rights = taskRights(ctx.user, {
    allottedTo: row.assigneeId,
    teamLeader: row.teamLeader,
    helpRequiredUser: row.helpRequiredUser,
    createdBy: row.createdBy,
  });
  if (!rights.view) throw new NotFound(CALENDAR_MESSAGES.itemNotFound);
  return rights;
}

/** The item, when the caller may record its filing (who may change its task's status). */
export async function filingTarget(ctx: ServiceContext, id: string): Promise<ItemRecord> {
  const row = await loadItem(ctx, id);
  const rights = rightsOver(ctx, row);
  if (!rights.editStatus && !rights.editAll) throw new Forbidden();
  return row;
}

/** The first day of a period: the month's 1st, the quarter's first month, 1 April of the year. */
export function periodStart(period: string): string | null {
  const parsed = parsePeriod(period);
  if (!parsed) return null;
  if (parsed.kind === 'month') return `${parsed.year}-${String(parsed.month).padStart(2, '0')}-01`;
  if (parsed.kind === 'year') return `${parsed.startYear}-04-01`;
  const month = ((parsed.quarter * 3) % 12) + 1;
  const year = parsed.quarter === 4 ? parsed.startYear + 1 : parsed.startYear;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The single filing's rules: the form's acknowledgement, a date not in the future nor before the
 * period, a PDF that is one. Also every row of a bulk filing and of an import. */
export function checkFiling(item: ItemRecord, input: FilingInput, today: string): FilingBody {
  const parsed = v.safeParse(FilingBody, input.fields);
  if (!parsed.success) {
    const sentArn = input.fields.arn;
    const errors: FieldError[] = parsed.issues.map((issue) => {
      const field = v.getDotPath(issue) ?? '';
      // The form's own words for an acknowledgement number that is too long.
      if (field === 'arn' && typeof sentArn === 'string')
        return { field, message: arnProblem(item.code, sentArn) ?? issue.message };
      return {
        field,
        message: issue.message.startsWith('Invalid key') ? `${field} is required` : issue.message,
      };
    });
    throw new DomainError(400, errors[0]?.message ?? 'Check the filing', errors);
  }
  const { arn, filedOn } = parsed.output;
  const arnMessage = arnProblem(item.code, arn);
  if (arnMessage) throw refuse('arn', arnMessage);
  if (filedOn > today) throw refuse('filedOn', FILING_MESSAGES.filedInFuture);
  const start = periodStart(item.period);
  if (start && filedOn < start)
    throw refuse('filedOn', FILING_MESSAGES.filedBeforePeriod(dayjs(start).format('D MMM YYYY')));
  if (input.pdf && !input.pdf.subarray(0, 4).equals(Buffer.from('%PDF')))
    throw refuse('file', FILING_MESSAGES.notPdf);
  return parsed.output;
}

/** Writes a checked filing in the caller's transaction (`ctx.db`): the item's proof, then the task
 * Completed through the task service, so its activity, audit trail and recurrence follow. */
export async function writeFiling(
  ctx: ServiceContext,
  item: ItemRecord,
  filing: FilingBody & { file?: string | null },
  today: string,
): Promise<void> {
  await ctx.db
    .update(complianceItems)
    .set({
      filedOn: filing.filedOn,
      arn: filing.arn,
      filedBy: ctx.user.id,
      updatedAt: new Date(),
      ...(filing.file ? { acknowledgementFile: filing.file } : {}),
    })
    .where(eq(complianceItems.id, item.id));
  if (item.taskId === null) return;
  const task = await loadTask(ctx.db, ctx.orgId, item.taskId);
  if (isClosedStatus(task.statusKey)) return;
  const completed = await findStatusByKey(ctx.db, ctx.orgId, 'COMPLETED');
  await applyTaskUpdate(ctx, ctx.db, item.taskId, { status: completed.id }, today);
}

/** Records the filing (a second one corrects the first; a new PDF replaces the old) and completes
 * the task. Answers the item as the calendar shows it. */
export async function recordFiling(
  ctx: ServiceContext,
  item: ItemRecord,
  input: FilingInput,
  dataDir: string,
): Promise<CalendarItem> {
  const today = await practiceToday(ctx);
  const { arn, filedOn } = checkFiling(item, input, today);
  const dir = acknowledgementDir(dataDir, ctx.orgId);
  const file = input.pdf ? `${item.id}-${randomUUID()}.pdf` : null;
  if (input.pdf && file) {
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, file), input.pdf);
  }
  try {
    await ctx.db.transaction((tx) => writeFiling({ ...ctx, db: tx }, item, { arn, filedOn, file }, today));
  } catch (err) {
    if (file) await unlink(join(dir, file)).catch(() => undefined);
    throw err;
  }
  if (file && item.acknowledgementFile)
    await unlink(join(dir, basename(item.acknowledgementFile))).catch(() => undefined);
  return toCalendarItem(await loadItem(ctx, item.id), today);
}

/** The stored acknowledgement PDF of an item the caller may see. */
export async function acknowledgementPdf(ctx: ServiceContext, id: string, dataDir: string) {
  const row = await loadItem(ctx, id);
  rightsOver(ctx, row);
  if (!row.acknowledgementFile) throw new NotFound(FILING_MESSAGES.noAcknowledgement);
  const path = join(acknowledgementDir(dataDir, ctx.orgId), basename(row.acknowledgementFile));
  const data = await readFile(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') throw new NotFound(FILING_MESSAGES.noAcknowledgement);
    throw err;
  });
  const name = row.title.replace(/[^A-Za-z0-9 ._-]+/g, '-').replace(/-+/g, '-');
  return { filename: `${name} acknowledgement.pdf`, data };
}
