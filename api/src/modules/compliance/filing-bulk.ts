// Many items marked filed at once (a practice recording what it already filed this year): every
// row is checked by the single filing's rules and rights first, each refusal naming its item, and
// then all are written in one transaction, each as a single filing writes it.
import {
  type BulkFilingBody,
  CALENDAR_MESSAGES,
  type CalendarItem,
  FILING_IMPORT_MESSAGES,
  type FieldError,
  type FilingBody,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { and, inArray } from 'drizzle-orm';
import { complianceItems } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { DomainError, Forbidden, NotFound } from '../../lib/errors';
import { practiceToday } from '../../lib/practice-time';
import { type ItemRecord, liveItem, selectItems, toCalendarItem } from './calendar-items';
import { checkFiling, rightsOver, writeFiling } from './filing';

export interface CheckedFiling {
  item: ItemRecord;
  filing: FilingBody;
}

/** The live items of these ids, by id. */
export async function itemsById(ctx: ServiceContext, ids: string[]): Promise<Map<string, ItemRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await selectItems(ctx.db).where(and(inArray(complianceItems.id, ids), liveItem()));
  return new Map(rows.map((row) => [row.id, row]));
}

/** Whether the caller may record the item's filing: as filingTarget, on a loaded row. */
export function mayFile(ctx: ServiceContext, item: ItemRecord): boolean {
  const rights = rightsOver(ctx, item);
  return rights.editStatus || rights.editAll;
}

/** A checked filing, or the problems of its fields (the single filing's messages). */
export function checkOne(
  item: ItemRecord,
  fields: { arn: string; filedOn: string },
  today: string,
): CheckedFiling | FieldError[] {
  try {
    return { item, filing: checkFiling(item, { fields, pdf: null }, today) };
  } catch (err) {
    if (!(err instanceof DomainError) || err.statusCode !== 400) throw err;
    return err.errors?.length ? err.errors : [{ field: '', message: err.message }];
  }
}

/** Writes checked filings in one transaction: all of them or, on any failure, none. */
export async function writeFilings(ctx: ServiceContext, filings: CheckedFiling[], today: string) {
  await ctx.db.transaction(async (tx) => {
    for (const { item, filing } of filings) await writeFiling({ ...ctx, db: tx }, item, filing, today);
  });
}

export async function recordFilings(ctx: ServiceContext, body: BulkFilingBody): Promise<CalendarItem[]> {
  const today = await practiceToday(ctx);
  const items = await itemsById(
    ctx,
    body.filings.map((row) => row.itemId),
  );
  const checked: CheckedFiling[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  const checkRow = (row: BulkFilingBody['filings'][number], index: number): void => {
    const item = items.get(row.itemId);
    // Rights first and as for one filing: another practice's or an unseen item does not exist.
    if (!item) throw new NotFound(CALENDAR_MESSAGES.itemNotFound);
    if (!mayFile(ctx, item)) throw new Forbidden();
    const named = (field: string, message: string): void => {
      errors.push({
        field: `filings.${index}${field ? `.${field}` : ''}`,
        message: FILING_IMPORT_MESSAGES.ofItem(item.title, item.clientName, message),
      });
    };
    const first = seen.get(item.id);
    if (first !== undefined) {
      named('itemId', FILING_IMPORT_MESSAGES.twice(first + 1));
      return;
    }
    seen.set(item.id, index);
    if (item.filedOn) {
      named('itemId', FILING_IMPORT_MESSAGES.alreadyFiledItem(dayjs(item.filedOn).format('D MMM YYYY')));
      return;
    }
    const result = checkOne(item, { arn: row.arn, filedOn: row.filedOn }, today);
    if (Array.isArray(result)) for (const e of result) named(e.field, e.message);
    else checked.push(result);
  };
  for (const [index, row] of body.filings.entries()) checkRow(row, index);
  if (errors.length > 0) throw new DomainError(400, errors[0]?.message ?? 'Check the filings', errors);
  await writeFilings(ctx, checked, today);
  const written = await itemsById(
    ctx,
    checked.map((c) => c.item.id),
  );
  return checked.flatMap(({ item }) => {
    const row = written.get(item.id);
    return row ? [toCalendarItem(row, today)] : [];
  });
}
