// Shapes shared by every call: the response envelope, field errors, ids and pagination.
import * as v from 'valibot';
import { VALIDATION } from './messages';
import type { ErrorBodySchema, FieldErrorSchema, PaginationSchema } from './responses';

/** Every success answer is `{ success: true, data, message? }`. */
export interface Ok<T> {
  success: true;
  data: T;
  message?: string;
  /** Done, but the caller should know something (an unsigned document, say). */
  warning?: string;
}

export type FieldError = v.InferOutput<typeof FieldErrorSchema>;

/** Every error answer: the message to show, and one entry per bad field when input was refused. */
export type ErrorBody = v.InferOutput<typeof ErrorBodySchema>;

export const Uuid = v.pipe(v.string(), v.uuid('Invalid id'));
export const IdParams = v.object({ id: Uuid });

/** The range every stored date must fall in; outside it a date is a typo, not a plan. */
export const DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/** True for a real calendar day written YYYY-MM-DD ('2026-02-30' is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** A YYYY-MM-DD day that exists and lies within DATE_RANGE. */
export const isoDate = (message = 'Date must be YYYY-MM-DD') =>
  v.pipe(
    v.string(message),
    v.check(isCalendarDate, message),
    v.check((s) => s >= DATE_RANGE.min && s <= DATE_RANGE.max, VALIDATION.dateOutOfRange),
  );

/** The highest page number any list or its export takes: past it a page is a typo or a probe. */
export const MAX_PAGE_NUMBER = 100_000;

/** A list's `page` query: whole digits, 1 to MAX_PAGE_NUMBER; the same schema for a list and its
 * export, so neither takes what the other refuses. */
export const PageNumber = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, VALIDATION.badPageNumber),
    v.transform(Number),
    v.minValue(1, VALIDATION.badPageNumber),
    v.maxValue(MAX_PAGE_NUMBER, VALIDATION.badPageNumber),
  ),
  '1',
);

export const Email = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(VALIDATION.invalidEmail));

export type Pagination = v.InferOutput<typeof PaginationSchema>;

/** The answer to a spreadsheet import of tasks, clients or templates: what went in, what did not. */
export const ImportReportSchema = v.object({
  imported: v.number(),
  failed: v.array(v.object({ row: v.number(), reason: v.string() })),
});
export type ImportReport = v.InferOutput<typeof ImportReportSchema>;

export function pagination(total: number, page: number, limit: number): Pagination {
  const pages = Math.max(1, Math.ceil(total / limit));
  return { total, pages, page, limit, hasNext: page < pages, hasPrev: page > 1 };
}
