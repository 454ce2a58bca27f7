// Filing proof: the acknowledgement number, the filing date and an optional acknowledgement PDF,
// recorded by whoever may change the item's task status, which then becomes Completed through the
// task service (so its activity, recurrence and counts follow). The PDF is a stored file of the
// practice (lib/stored-files.ts): in the database, so every instance serves it.
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
import { deleteStoredFile, readStoredFile } from '../../lib/stored-files';
import { findStatusByKey } from '../tasks/lookups';
import { applyTaskUpdate, loadTask } from '../tasks/service';
import { type ItemRecord, liveItem, selectItems, toCalendarItem } from './calendar-items';

export interface FilingInput {
  /** The form's text fields as sent (checked here with FilingBody). */
  fields: Record<string, unknown>;
  /** The uploaded PDF, already stored (lib/stored-files.ts): its id and first bytes. */
  pdf: { id: string; start: Buffer } | null;
}

const refuse = (field: string, message: string) => new DomainError(400, message, [{ field, message }]);

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
  if (input.pdf && !input.pdf.start.subarray(0, 4).equals(Buffer.from('%PDF')))
    throw refuse('file', FILING_MESSAGES.notPdf);
  return parsed.output;
}

/** Writes a checked filing in the caller's transaction (`ctx.db`): the item's proof, then the task
 * Completed through the task service, so its activity, audit trail and recurrence follow. */
export async function writeFiling(
  ctx: ServiceContext,
  item: ItemRecord,
  filing: FilingBody & { fileId?: string | null },
  today: string,
): Promise<void> {
  await ctx.db
    .update(complianceItems)
    .set({
      filedOn: filing.filedOn,
      arn: filing.arn,
      filedBy: ctx.user.id,
      updatedAt: new Date(),
      ...(filing.fileId ? { acknowledgementFileId: filing.fileId, acknowledgementFile: null } : {}),
    })
    .where(eq(complianceItems.id, item.id));
  if (item.taskId === null) return;
  const task = await loadTask(ctx.db, ctx.orgId, item.taskId);
  if (isClosedStatus(task.statusKey)) return;
  const completed = await findStatusByKey(ctx.db, ctx.orgId, 'COMPLETED');
  await applyTaskUpdate(ctx, ctx.db, item.taskId, { status: completed.id }, today);
}

/** Records the filing (a second one corrects the first; a new PDF replaces the old) and completes
 * the task. The PDF is stored before this is called; refused, it is deleted. Answers the item as
 * the calendar shows it. */
export async function recordFiling(
  ctx: ServiceContext,
  item: ItemRecord,
  input: FilingInput,
): Promise<CalendarItem> {
  const today = await practiceToday(ctx);
  const fileId = input.pdf?.id ?? null;
  try {
    const { arn, filedOn } = checkFiling(item, input, today);
    await ctx.db.transaction((tx) => writeFiling({ ...ctx, db: tx }, item, { arn, filedOn, fileId }, today));
  } catch (err) {
    if (fileId) await deleteStoredFile(ctx.db, fileId).catch(() => undefined);
    throw err;
  }
  if (fileId && item.acknowledgementFileId)
    await deleteStoredFile(ctx.db, item.acknowledgementFileId).catch(() => undefined);
  return toCalendarItem(await loadItem(ctx, item.id), today);
}

/** The stored acknowledgement PDF of an item the caller may see: its download name, size and
 * bytes as a stream. */
export async function acknowledgementPdf(ctx: ServiceContext, id: string) {
  const row = await loadItem(ctx, id);
  rightsOver(ctx, row);
  const file = row.acknowledgementFileId ? await readStoredFile(ctx.db, row.acknowledgementFileId) : null;
  if (!file) throw new NotFound(FILING_MESSAGES.noAcknowledgement);
  const name = row.title.replace(/[^A-Za-z0-9 ._-]+/g, '-').replace(/-+/g, '-');
  return { filename: `${name} acknowledgement.pdf`, size: file.size, stream: file.stream };
}
