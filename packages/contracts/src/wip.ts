// Work in progress (issue 38): the time logged on client work that no invoice has taken yet,
// valued at billing rates, by client, template and person, and aged from the day it was logged.
import * as v from 'valibot';
import { MoneySchema } from './money';
import { AGE_BUCKETS, type AgeBucket, ageBucketOf } from './receivables';

/**
 * Unbilled time: minutes logged on a live task of a client that is on no invoice line and not
 * written off, whatever its status (work still under way is work in progress too). Its value is
 * the person's billing rate × those minutes, else the practice's hourly rate. A person's time on
 * a task is netted first (a correction is a negative entry) and aged in days from the first day
 * they logged on it, in the receivables' buckets.
 */
export const WIP_HELP =
  'Work in progress is the time logged on client tasks that are on no invoice and not written off, valued at each person’s billing rate (else the practice’s hourly rate). Its age runs from the first day each person logged time on the task.';

export const WIP_MESSAGES = {
  fetchFailed: 'Failed to fetch work in progress',
  empty: 'No unbilled time: every hour logged on client work is invoiced or written off',
} as const;

/** The ways the report is cut; a template is the task's name (tasks keep their template's name). */
export const WIP_GROUPS = [
  { key: 'client', label: 'Client' },
  { key: 'template', label: 'Template' },
  { key: 'person', label: 'Person' },
] as const;
export type WipGroup = (typeof WIP_GROUPS)[number]['key'];

/** The age bucket of time logged `ageDays` ago (time dated ahead of today counts as today's). */
export const wipBucketOf = (ageDays: number): AgeBucket => ageBucketOf(Math.max(0, ageDays));

const Ageing = v.object(
  Object.fromEntries(AGE_BUCKETS.map((b) => [b.key, MoneySchema])) as Record<AgeBucket, typeof MoneySchema>,
);

export const WipFiguresSchema = v.object({
  minutes: v.number(),
  value: MoneySchema,
  /** Minutes with no billing rate to value them by (neither the person's nor the practice's). */
  unratedMinutes: v.number(),
  /** The first day any of this unbilled time was logged (YYYY-MM-DD). */
  oldest: v.nullable(v.string()),
  ageing: Ageing,
});
export type WipFigures = v.InferOutput<typeof WipFiguresSchema>;

export const WipRowSchema = v.object({
  ...WipFiguresSchema.entries,
  /** The client's or person's id, or the template's name. */
  key: v.string(),
  label: v.string(),
});
export type WipRow = v.InferOutput<typeof WipRowSchema>;

export const WipReportSchema = v.object({
  asOf: v.string(),
  client: v.array(WipRowSchema),
  template: v.array(WipRowSchema),
  person: v.array(WipRowSchema),
  totals: WipFiguresSchema,
});
export type WipReport = v.InferOutput<typeof WipReportSchema>;
