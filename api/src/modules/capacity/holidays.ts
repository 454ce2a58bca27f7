// The practice's holiday list (Configurations → Holidays): listed by year, added one at a time or
// imported from a spreadsheet (date in the first column, name in the second; a day already a
// holiday is left as it is). A holiday takes the day out of everyone's available minutes.
import {
  CAPACITY_MESSAGES,
  type Holiday,
  type HolidayBody,
  type HolidayImportResult,
} from '@practice-desk/contracts';
import { and, asc, between, eq } from 'drizzle-orm';
import { holidays } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { Conflict, Invalid, NotFound } from '../../lib/errors';
import { readSheetTable } from '../../lib/spreadsheet';
import { cellText, parseStatementDate } from '../bank-statements/parse/values';

const columns = { id: holidays.id, day: holidays.day, name: holidays.name };

export async function listHolidays(ctx: ServiceContext, year?: string): Promise<Holiday[]> {
  return ctx.db
    .select(columns)
    .from(holidays)
    .where(
      and(
        eq(holidays.orgId, ctx.orgId),
        year ? between(holidays.day, `${year}-01-01`, `${year}-12-31`) : undefined,
      ),
    )
    .orderBy(asc(holidays.day));
}

export async function addHoliday(ctx: ServiceContext, body: HolidayBody): Promise<Holiday> {
  const [row] = await ctx.db
    .insert(holidays)
    .values({ orgId: ctx.orgId, day: body.day, name: body.name })
    .onConflictDoNothing()
    .returning(columns);
  if (!row)
    throw new Conflict(CAPACITY_MESSAGES.holidayExists, {
      errors: [{ field: 'day', message: CAPACITY_MESSAGES.holidayExists }],
    });
  return row;
}

export async function removeHoliday(ctx: ServiceContext, id: string): Promise<void> {
  const gone = await ctx.db
    .delete(holidays)
    .where(and(eq(holidays.orgId, ctx.orgId), eq(holidays.id, id)))
    .returning({ id: holidays.id });
  if (!gone.length) throw new NotFound('Holiday not found');
}

/** Reads the sheet's rows: the date (a workbook date, dd/mm/yyyy, 26-Jan-2027, 2027-01-26) and the
 * name; the header row, if any, is the first row whose first cell is not a date. */
export async function importHolidays(
  ctx: ServiceContext,
  filename: string,
  data: Buffer,
): Promise<HolidayImportResult> {
  const table = await readSheetTable(filename, data);
  // A sheet with no header row: its first row is a holiday too.
  const rows = parseStatementDate(cellText(table.headers[0])) ? [table.headers, ...table.rows] : table.rows;
  const firstRow = rows === table.rows ? 2 : 1;
  const wanted = new Map<string, string>();
  const problems: string[] = [];
  rows.forEach((row, i) => {
    const text = cellText(row[0]);
    const name = cellText(row[1]).slice(0, 100);
    if (!text && !name) return;
    const day = parseStatementDate(text);
    if (!day) problems.push(`Row ${i + firstRow}: '${text}' is not a date`);
    else if (!name) problems.push(`Row ${i + firstRow}: the holiday has no name`);
    else if (!wanted.has(day)) wanted.set(day, name);
  });
  if (wanted.size === 0 && problems.length === 0) throw new Invalid(CAPACITY_MESSAGES.importNoRows);
  if (wanted.size === 0) return { added: 0, skipped: 0, problems };
  const added = await ctx.db
    .insert(holidays)
    .values([...wanted].map(([day, name]) => ({ orgId: ctx.orgId, day, name })))
    .onConflictDoNothing()
    .returning({ id: holidays.id });
  return { added: added.length, skipped: wanted.size - added.length, problems };
}
