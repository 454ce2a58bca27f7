// The answers of the five reports (spec §7 Reports): the period they cover, their rows and totals.
import * as v from 'valibot';
import {
  DAY_END_SUBMISSIONS_SHOWN,
  DAY_END_TASKS_SHOWN,
  PeriodBoundsSchema,
  REPORT_DATE_TYPES,
} from './reports';

export const ReportPeriodSchema = v.object({
  ...PeriodBoundsSchema.entries,
  dateType: v.picklist(REPORT_DATE_TYPES),
  /** Only time on approved days is counted. */
  approvedOnly: v.optional(v.boolean()),
  /** Today in the practice's time zone, the day the presets were computed from. */
  today: v.string(),
});
export type ReportPeriod = v.InferOutput<typeof ReportPeriodSchema>;

export const ReportTotalsSchema = v.object({
  totalTasks: v.number(),
  totalSubTasks: v.number(),
  totalEstimatedTime: v.number(),
  totalActualTime: v.number(),
});
export type ReportTotals = v.InferOutput<typeof ReportTotalsSchema>;

const withTotals = <T extends v.ObjectEntries>(entries: T) =>
  v.object({ ...ReportTotalsSchema.entries, ...entries });

export const ClientReportRowSchema = withTotals({ clientId: v.nullable(v.string()), clientName: v.string() });
export type ClientReportRow = v.InferOutput<typeof ClientReportRowSchema>;
export const UserReportRowSchema = withTotals({ userId: v.nullable(v.string()), userName: v.string() });
export type UserReportRow = v.InferOutput<typeof UserReportRowSchema>;
export const TaskReportRowSchema = withTotals({ task: v.string() });
export type TaskReportRow = v.InferOutput<typeof TaskReportRowSchema>;
export const SubTaskReportRowSchema = withTotals({ task: v.string(), subTask: v.string() });
export type SubTaskReportRow = v.InferOutput<typeof SubTaskReportRowSchema>;

const report = <K extends string, T extends v.GenericSchema>(key: K, row: T) =>
  v.object({ period: ReportPeriodSchema, totals: ReportTotalsSchema, [key]: v.array(row) } as {
    period: typeof ReportPeriodSchema;
    totals: typeof ReportTotalsSchema;
  } & Record<K, v.ArraySchema<T, undefined>>);

export const ClientsReportSchema = report('clients', ClientReportRowSchema);
export type ClientsReport = v.InferOutput<typeof ClientsReportSchema>;
export const UsersReportSchema = report('users', UserReportRowSchema);
export type UsersReport = v.InferOutput<typeof UsersReportSchema>;
export const TasksReportSchema = report('tasks', TaskReportRowSchema);
export type TasksReport = v.InferOutput<typeof TasksReportSchema>;
export const SubTasksReportSchema = report('subTasks', SubTaskReportRowSchema);
export type SubTasksReport = v.InferOutput<typeof SubTasksReportSchema>;

export const NamedRefSchema = v.object({ id: v.string(), name: v.string() });
export type NamedRef = v.InferOutput<typeof NamedRefSchema>;

/** A task someone logged time on in the period; `tt` is the minutes logged in the period. */
export const DayEndTaskSchema = v.object({
  id: v.string(),
  client: v.nullable(NamedRefSchema),
  task: v.string(),
  subTask: v.string(),
  status: v.string(),
  et: v.number(),
  tt: v.number(),
  dueDate: v.nullable(v.string()),
  /** The last day in the period with time on this task. */
  lastWorked: v.nullable(v.string()),
  allottedTo: v.nullable(NamedRefSchema),
  userId: v.nullable(v.string()),
  userName: v.string(),
});
export type DayEndTask = v.InferOutput<typeof DayEndTaskSchema>;

export const DayEndSubmissionSchema = v.object({
  date: v.string(),
  totalMinutes: v.number(),
  submittedAt: v.string(),
});
export type DayEndSubmission = v.InferOutput<typeof DayEndSubmissionSchema>;

/** One assignee's work in the period. `tasks` holds at most DAY_END_TASKS_SHOWN (most recently
 * worked first); `taskCount` and `minutes` always cover every task. */
export const DayEndGroupSchema = v.object({
  userId: v.nullable(v.string()),
  userName: v.string(),
  taskCount: v.number(),
  minutes: v.number(),
  estimatedMinutes: v.number(),
  tasks: v.pipe(v.array(DayEndTaskSchema), v.maxLength(DAY_END_TASKS_SHOWN)),
  /** Day ends the person submitted in the period, newest first (at most DAY_END_SUBMISSIONS_SHOWN). */
  dayEnds: v.pipe(v.array(DayEndSubmissionSchema), v.maxLength(DAY_END_SUBMISSIONS_SHOWN)),
  dayEndCount: v.number(),
});
export type DayEndGroup = v.InferOutput<typeof DayEndGroupSchema>;

export const DayEndReportSchema = v.object({
  period: ReportPeriodSchema,
  reports: v.array(DayEndGroupSchema),
  totals: v.object({ taskCount: v.number(), minutes: v.number(), estimatedMinutes: v.number() }),
});
export type DayEndReport = v.InferOutput<typeof DayEndReportSchema>;
