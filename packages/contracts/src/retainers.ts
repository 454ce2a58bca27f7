// Recurring retainers (issue 18): a client's fixed fee billed every month, quarter or year as a
// draft invoice on the retainer's day of issue, sent automatically when the practice chooses.
// Requests, answers, messages and the pure period arithmetic the job and the screens share.
import * as v from 'valibot';
import { isoDate } from './common';
import { isMoneyInput, MoneySchema, paiseOf } from './money';

export const RETAINER_FREQUENCIES = ['Monthly', 'Quarterly', 'Yearly'] as const;
export type RetainerFrequency = (typeof RETAINER_FREQUENCIES)[number];
export const RETAINER_LIMITS = { description: 200, dayMax: 28, maxPaise: 100_000_000_000 } as const;

export const RETAINER_MESSAGES = {
  created: 'Retainer saved',
  updated: 'Retainer updated',
  deleted: 'Retainer deleted',
  notFound: 'Retainer not found',
  amount: 'Amount must be more than 0 (at most two decimals)',
  description: `Description is required (at most ${RETAINER_LIMITS.description} characters)`,
  sac: 'SAC code must be 6 digits',
  day: 'Day of issue must be a whole number from 1 to 28',
  frequency: `Frequency must be one of ${RETAINER_FREQUENCIES.join(', ')}`,
  endBeforeStart: 'The end date cannot be before the start date',
} as const;

const RetainerFields = {
  frequency: v.picklist(RETAINER_FREQUENCIES, RETAINER_MESSAGES.frequency),
  amount: v.pipe(
    v.string(RETAINER_MESSAGES.amount),
    v.trim(),
    v.maxLength(16, RETAINER_MESSAGES.amount),
    v.check(
      (text) => isMoneyInput(text) && paiseOf(text) > 0 && paiseOf(text) <= RETAINER_LIMITS.maxPaise,
      RETAINER_MESSAGES.amount,
    ),
  ),
  sac: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/, RETAINER_MESSAGES.sac))),
  description: v.pipe(
    v.string(RETAINER_MESSAGES.description),
    v.trim(),
    v.minLength(1, RETAINER_MESSAGES.description),
    v.maxLength(RETAINER_LIMITS.description, RETAINER_MESSAGES.description),
  ),
  startDate: isoDate(),
  endDate: v.optional(v.nullable(isoDate())),
  dayOfIssue: v.pipe(
    v.number(RETAINER_MESSAGES.day),
    v.integer(RETAINER_MESSAGES.day),
    v.minValue(1, RETAINER_MESSAGES.day),
    v.maxValue(RETAINER_LIMITS.dayMax, RETAINER_MESSAGES.day),
  ),
  autoSend: v.optional(v.boolean(), false),
};

export const RetainerBody = v.pipe(
  v.strictObject(RetainerFields),
  v.forward(
    v.check((r) => !r.endDate || r.endDate >= r.startDate, RETAINER_MESSAGES.endBeforeStart),
    ['endDate'],
  ),
);
export type RetainerBody = v.InferOutput<typeof RetainerBody>;

export const RetainerParams = v.object({
  id: v.pipe(v.string(), v.uuid('Invalid id')),
  retainerId: v.pipe(v.string(), v.uuid('Invalid id')),
});

export const RetainerRowSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  frequency: v.picklist(RETAINER_FREQUENCIES),
  amount: MoneySchema,
  sac: v.string(),
  description: v.string(),
  startDate: v.string(),
  endDate: v.nullable(v.string()),
  dayOfIssue: v.number(),
  autoSend: v.boolean(),
  /** The next day a draft will be made, or null when the retainer has ended. */
  nextIssueDate: v.nullable(v.string()),
  invoices: v.array(
    v.object({
      period: v.string(),
      label: v.string(),
      invoiceId: v.nullable(v.string()),
      invoiceNumber: v.nullable(v.string()),
    }),
  ),
});
export type RetainerRow = v.InferOutput<typeof RetainerRowSchema>;
export const RetainersAnswerSchema = v.object({ retainers: v.array(RetainerRowSchema) });
export const RetainerAnswerSchema = v.object({ retainer: RetainerRowSchema });

export interface RetainerPeriod {
  /** The period's first month, 'YYYY-MM': with the retainer, the key that is billed once. */
  key: string;
  /** 'November 2026', 'Oct–Dec 2026', 'FY 2026-27'. */
  label: string;
  /** The day its draft is made. */
  issueDate: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');
const STEP: Record<RetainerFrequency, number> = { Monthly: 1, Quarterly: 3, Yearly: 12 };

/** Months counted from year 0 (month index 0 = January). */
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;

function periodAt(frequency: RetainerFrequency, first: number, dayOfIssue: number): RetainerPeriod {
  const year = Math.floor(first / 12);
  const month = first % 12;
  const key = `${year}-${pad(month + 1)}`;
  const last = first + STEP[frequency] - 1;
  const label =
    frequency === 'Monthly'
      ? `${MONTH_NAMES[month]} ${year}`
      : frequency === 'Quarterly'
        ? `${MONTHS[month]}–${MONTHS[last % 12]} ${Math.floor(last / 12)}`
        : `FY ${year}-${pad((year + 1) % 100)}`;
  return { key, label, issueDate: `${key}-${pad(dayOfIssue)}` };
}

/** The first month of the period holding `date`: its month, its financial quarter (Apr–Jun, …)
 * or its financial year (April–March), the way Indian practices bill. */
function periodStart(frequency: RetainerFrequency, date: string): number {
  const index = monthIndex(date);
  const step = STEP[frequency];
  // Financial periods start in April (month index 3).
  return index - ((((index - 3) % step) + step) % step);
}

export interface RetainerSchedule {
  frequency: RetainerFrequency;
  startDate: string;
  endDate: string | null;
  dayOfIssue: number;
}

/**
 * The periods whose draft is due on or before `today`, oldest first: from the period holding the
 * start date to the last one starting on or before the end date. A period is issued on its first
 * month's day of issue, or on the start date when the retainer starts later in that period.
 */
export function duePeriods(schedule: RetainerSchedule, today: string, limit = 240): RetainerPeriod[] {
  const due: RetainerPeriod[] = [];
  for (const period of periodsFrom(schedule, limit)) {
    if (period.issueDate > today) break;
    due.push(period);
  }
  return due;
}

/** The next period still to come after `today` (its draft not yet due), or null when ended. */
export function nextRetainerPeriod(schedule: RetainerSchedule, today: string): RetainerPeriod | null {
  for (const period of periodsFrom(schedule, 10_000)) if (period.issueDate > today) return period;
  return null;
}

function* periodsFrom(schedule: RetainerSchedule, limit: number): Generator<RetainerPeriod> {
  const step = STEP[schedule.frequency];
  let first = periodStart(schedule.frequency, schedule.startDate);
  for (let i = 0; i < limit; i += 1, first += step) {
    const period = periodAt(schedule.frequency, first, schedule.dayOfIssue);
    if (schedule.endDate && `${period.key}-01` > schedule.endDate) return;
    yield period.issueDate < schedule.startDate ? { ...period, issueDate: schedule.startDate } : period;
  }
}

/** The free-text line of a period's draft: 'Retainer – November 2026'. */
export function retainerLineText(description: string, period: RetainerPeriod): string {
  return `${description} – ${period.label}`;
}
