// Requests and answers around a task: time entries, comments, quotations, day ends, estimates.
import * as v from 'valibot';
import { isoDate } from './common';
import { VALIDATION } from './messages';
import { isMoneyInput, paiseOf } from './money';

const IsoDate = isoDate();

export const TIME_MESSAGES = {
  minutesWhole: 'Minutes must be a whole number between 1 and 1440',
  futureDate: 'Time cannot be logged for a future date',
  tooEarly: 'Time can be logged from 2000-01-01 onwards',
  commentRequired: 'Comment cannot be empty',
  futureDayEnd: 'A day that has not begun cannot be submitted',
  badMonth: 'Month must be YYYY-MM',
} as const;

/** The first day time can be logged for; the last is the practice's tomorrow (time zones). */
export const TIME_ENTRY_FIRST_DATE = '2000-01-01';

export const TimeEntryBody = v.object({
  minutes: v.pipe(
    v.number(TIME_MESSAGES.minutesWhole),
    v.integer(TIME_MESSAGES.minutesWhole),
    v.minValue(1, TIME_MESSAGES.minutesWhole),
    v.maxValue(1440, TIME_MESSAGES.minutesWhole),
  ),
  date: v.optional(IsoDate),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
});
export type TimeEntryBody = v.InferOutput<typeof TimeEntryBody>;

const Named = v.object({ id: v.string(), name: v.string() });

export const TimeEntryRowSchema = v.object({
  id: v.string(),
  date: v.string(),
  minutes: v.number(),
  note: v.nullable(v.string()),
  user: v.nullable(Named),
  createdAt: v.string(),
});
export type TimeEntryRow = v.InferOutput<typeof TimeEntryRowSchema>;
export const TimeEntriesAnswerSchema = v.object({ timeEntries: v.array(TimeEntryRowSchema) });

export const CommentBody = v.object({
  content: v.pipe(v.string(), v.trim(), v.minLength(1, TIME_MESSAGES.commentRequired), v.maxLength(4000)),
});

export const CommentRowSchema = v.object({
  id: v.string(),
  content: v.string(),
  author: v.nullable(Named),
  createdAt: v.string(),
});
export type CommentRow = v.InferOutput<typeof CommentRowSchema>;
export const CommentsAnswerSchema = v.object({ comments: v.array(CommentRowSchema) });
export const CommentAnswerSchema = v.object({ comment: CommentRowSchema });

/** ₹10 crore, as before amounts became strings. */
const MAX_QUOTATION_PAISE = 10_000_000_000;

export const QuotationBody = v.object(
  {
    /** Rupees as typed ('45000', '45000.5'); zero allowed (work done free). Read with `paiseOf`. */
    amount: v.pipe(
      v.string(VALIDATION.quotationAmountRequired),
      v.trim(),
      v.maxLength(20, VALIDATION.quotationAmountRequired),
      v.check(
        (text) => isMoneyInput(text) && paiseOf(text) <= MAX_QUOTATION_PAISE,
        VALIDATION.quotationAmountRequired,
      ),
    ),
    remarks: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000))),
    comment: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(4000))),
    /** Save as Draft: store amount and remarks, leave the status alone. */
    draft: v.optional(v.boolean(), false),
    // valibot words a missing key with the object's message; amount is the one required key.
  },
  VALIDATION.quotationAmountRequired,
);
export type QuotationBody = v.InferOutput<typeof QuotationBody>;

export const DayEndQuery = v.object({
  month: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-(0[1-9]|1[0-2])$/, TIME_MESSAGES.badMonth))),
});
export const DayEndBody = v.object({ date: v.optional(IsoDate) });

export const EstimateByUserSchema = v.object({
  userId: v.nullable(v.string()),
  name: v.string(),
  taskCount: v.number(),
  estimatedMinutes: v.number(),
});
export type EstimateByUser = v.InferOutput<typeof EstimateByUserSchema>;

/** GET /tasks/estimates-by-user: a view's Estimated Time per assignee, and its total. */
export const EstimatesAnswerSchema = v.object({
  users: v.array(EstimateByUserSchema),
  total: v.object({ taskCount: v.number(), estimatedMinutes: v.number() }),
});
