// Reports (spec §2 "Reports screen", §3 "Report rows", §7 "Reports"): the period query, the five
// reports and their tabs, the answers, and the pure rule that turns a date chip into dates.
//
// What the numbers mean, the same in every report:
// - A task is one row of the task grid (a client's task and one sub-task); `totalTasks` counts
//   them and `totalSubTasks` counts those that name a sub-task.
// - A task belongs to a period when it has time entries dated in it, or was created in it (its
//   creation day in the practice's time zone), or is due in it. All Time holds every task.
// - `totalActualTime` is the minutes of the time entries dated in the period (All Time: the
//   task's TT, which is always the sum of its entries); `totalEstimatedTime` is the ET of the
//   tasks in the period, so planned work due this month counts against it even before any time.
// - Scope by role (DESIGN.md §3): Admin the whole practice, Team Leader the tasks they lead,
//   Team Member the tasks allotted to them. Tasks are attributed to their assignee.
import dayjs from 'dayjs';
import * as v from 'valibot';
import { isoDate } from './common';
import { weekStart } from './due-dates';

export const REPORT_DATE_TYPES = [
  'all-time',
  'today',
  'yesterday',
  'this-week',
  'this-month',
  'past-week',
  'past-month',
  'this-year',
  'custom',
] as const;
export type ReportDateType = (typeof REPORT_DATE_TYPES)[number];

export const REPORT_DATE_LABELS: Record<ReportDateType, string> = {
  'all-time': 'All Time',
  today: 'Today',
  yesterday: 'Yesterday',
  'this-week': 'This Week',
  'this-month': 'This Month',
  'past-week': 'Past Week',
  'past-month': 'Past Month',
  'this-year': 'This Year',
  custom: 'Custom Date Range',
};

export const REPORT_IDS = ['day-end', 'clients', 'users', 'tasks', 'sub-tasks'] as const;
export type ReportId = (typeof REPORT_IDS)[number];

/** The screen's tabs: route tab name, the report it shows, its label (spec §2). */
export const REPORT_TABS = [
  { tab: 'day-end', report: 'day-end', label: 'Day End Report' },
  { tab: 'clients', report: 'clients', label: 'Clients Report' },
  { tab: 'users', report: 'users', label: 'Users Report' },
  { tab: 'tasks', report: 'tasks', label: 'Tasks Report' },
  { tab: 'subtasks', report: 'sub-tasks', label: 'Sub-tasks Report' },
] as const satisfies readonly { tab: string; report: ReportId; label: string }[];
export type ReportTab = (typeof REPORT_TABS)[number];

/** The tab a route segment names; an unknown or missing one shows the Day End report. */
export function reportTabOf(tab: string | undefined): ReportTab {
  return REPORT_TABS.find((t) => t.tab === tab) ?? REPORT_TABS[0];
}

export const REPORT_MESSAGES = {
  badDateType: `Date type must be one of: ${REPORT_DATE_TYPES.join(', ')}`,
  badDate: 'Dates must be valid dates (YYYY-MM-DD)',
  customNeedsDates: 'Choose both a from date and a to date for a custom date range',
  fromAfterTo: 'The from date must be on or before the to date',
  noTasks: 'No tasks found for the selected period',
  exported: 'Report exported successfully',
  exportFailed: 'Failed to export report',
  fetchFailed: 'Failed to fetch report',
} as const;

const ISO = 'YYYY-MM-DD';
const isRealDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value).format(ISO) === value;
const ReportDate = v.pipe(
  v.string(),
  v.check(isRealDate, REPORT_MESSAGES.badDate),
  isoDate(REPORT_MESSAGES.badDate),
);

const PERIOD_ENTRIES = {
  dateType: v.optional(v.picklist(REPORT_DATE_TYPES, REPORT_MESSAGES.badDateType), 'all-time'),
  fromDate: v.optional(ReportDate),
  toDate: v.optional(ReportDate),
  /** 'true': count only time on days their leader approved (End Day approval). */
  approvedOnly: v.optional(v.picklist(['true', 'false'], 'approvedOnly must be true or false'), 'false'),
};
interface PeriodFields {
  dateType: ReportDateType;
  fromDate?: string;
  toDate?: string;
}

/** The first problem with a custom range, if any (both dates are needed, from on or before to). */
export function customRangeProblem(q: PeriodFields): string | null {
  if (q.dateType !== 'custom') return null;
  if (!q.fromDate || !q.toDate) return REPORT_MESSAGES.customNeedsDates;
  return q.fromDate <= q.toDate ? null : REPORT_MESSAGES.fromAfterTo;
}

/** A report query object with the custom-range rules; the message is reported on `fromDate`. */
function periodQuery<TEntries extends typeof PERIOD_ENTRIES & v.ObjectEntries>(entries: TEntries) {
  return v.pipe(
    v.object(entries),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = customRangeProblem(dataset.value as PeriodFields);
      if (problem)
        addIssue({
          message: problem,
          path: [
            {
              type: 'object',
              origin: 'value',
              input: dataset.value as Record<string, unknown>,
              key: 'fromDate',
              value: (dataset.value as PeriodFields).fromDate,
            },
          ],
        });
    }),
  );
}

export const ReportQuery = periodQuery(PERIOD_ENTRIES);
export type ReportQuery = v.InferOutput<typeof ReportQuery>;

export const REPORT_EXPORT_FORMATS = ['excel'] as const;
export const ReportExportQuery = periodQuery({
  ...PERIOD_ENTRIES,
  format: v.optional(v.picklist(REPORT_EXPORT_FORMATS, 'Format must be excel'), 'excel'),
});
export type ReportExportQuery = v.InferOutput<typeof ReportExportQuery>;

/** The export path names the report; the screen's tab name `subtasks` is accepted too. */
export const ReportExportParams = v.object({
  reportId: v.pipe(
    v.picklist([...REPORT_IDS, 'subtasks']),
    v.transform((id): ReportId => (id === 'subtasks' ? 'sub-tasks' : id)),
  ),
});

/** Inclusive first and last day (YYYY-MM-DD) of a period; null for an open side (All Time). */
export const PeriodBoundsSchema = v.object({ from: v.nullable(v.string()), to: v.nullable(v.string()) });
export type PeriodBounds = v.InferOutput<typeof PeriodBoundsSchema>;

/** The days a date chip covers, from today in the practice's time zone. Weeks run Monday to
 * Sunday; This Week, This Month and This Year are the whole calendar week, month and year
 * (work due later in them counts); Past Week is the previous Monday to Sunday and Past Month the
 * previous calendar month (not the last 7 or 30 days), so a report of a closed period never
 * changes. A custom range is taken as given; a missing side is open. */
export function periodBounds(
  dateType: ReportDateType,
  today: string,
  fromDate?: string,
  toDate?: string,
): PeriodBounds {
  const d = dayjs(today);
  const span = (from: dayjs.Dayjs, to: dayjs.Dayjs): PeriodBounds => ({
    from: from.format(ISO),
    to: to.format(ISO),
  });
  switch (dateType) {
    case 'all-time':
      return { from: null, to: null };
    case 'today':
      return span(d, d);
    case 'yesterday':
      return span(d.subtract(1, 'day'), d.subtract(1, 'day'));
    case 'this-week': {
      const monday = dayjs(weekStart(today));
      return span(monday, monday.add(6, 'day'));
    }
    case 'past-week': {
      const monday = dayjs(weekStart(today)).subtract(7, 'day');
      return span(monday, monday.add(6, 'day'));
    }
    case 'this-month':
      return span(d.startOf('month'), d.endOf('month'));
    case 'past-month': {
      const last = d.startOf('month').subtract(1, 'month');
      return span(last, last.endOf('month'));
    }
    case 'this-year':
      return span(d.startOf('year'), d.endOf('year'));
    case 'custom':
      return { from: fromDate ?? null, to: toDate ?? null };
  }
}

/** Minutes over (positive) or under (negative) the estimate. */
export function estimateVariance(estimatedMinutes: number, actualMinutes: number): number {
  return actualMinutes - estimatedMinutes;
}

export const DAY_END_TASKS_SHOWN = 50;
export const DAY_END_SUBMISSIONS_SHOWN = 31;
