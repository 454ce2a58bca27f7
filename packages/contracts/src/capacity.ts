// Capacity (issue: team leaders' triage and capacity): for each person and week, the minutes they
// can work, the minutes of open work planned for them, and the minutes they have already logged.
// The arithmetic lives here, pure, so its rules are tested against a hand-worked table and read in
// one place:
// - Weeks run Monday to Sunday. A week at either end of the range counts only its days inside it.
// - Available: each day's minutes from the person's working week (or the practice's), none on a
//   practice holiday, none on a day of leave, half on a half day.
// - Planned: the remaining estimate (ET − TT, never below 0) of each open task allotted to the
//   person, in the week of its due date; work already overdue counts in the current week. A task
//   with no estimate counts its template's default estimate and is flagged; one with no due date is
//   in no week and counted apart.
import dayjs from 'dayjs';
import * as v from 'valibot';
import { isoDate, Uuid } from './common';
import { weekStart } from './due-dates';

export const CAPACITY_MESSAGES = {
  range: 'Choose a range of 1 to 26 weeks: from must be on or before to',
  workingWeek: 'Give the minutes of each day, Monday to Sunday: whole numbers from 0 to 1440',
  holidayName: 'Name the holiday (up to 100 characters)',
  holidayExists: 'That day is already a holiday',
  leaveRange: 'Leave runs from a day to a later day, at most a year',
  leaveHalfOneDay: 'A half day is a single day',
  leaveNoWorkingDay: 'None of these days is a working day for this person',
  notYourTeam: 'You can see only your own capacity and your team’s',
  leaveNotYourTeam: 'You can record leave only for yourself and your team',
  importNoRows: 'The file has no holidays: put the date in the first column and the name in the second',
} as const;

/** The longest range `GET /capacity` answers: half a year of weeks. */
export const CAPACITY_MAX_WEEKS = 26;
/** Minutes of Monday … Sunday. */
export type WorkingWeek = readonly number[];
/** A practice's working week unless its preferences say otherwise: Monday to Saturday, 8 hours,
 * the six-day week most Indian practices keep. */
export const DEFAULT_WORKING_WEEK: WorkingWeek = [480, 480, 480, 480, 480, 480, 0];

const ISO = 'YYYY-MM-DD';
const dayIndex = (day: string) => (dayjs(day).day() + 6) % 7;

export interface CapacityWeekSpan {
  /** The Monday that names the week. */
  start: string;
  /** The days of the week inside the range. */
  from: string;
  to: string;
}

/** The weeks a range touches, each clipped to it. */
export function capacityWeeks(from: string, to: string): CapacityWeekSpan[] {
  const weeks: CapacityWeekSpan[] = [];
  for (let monday = dayjs(weekStart(from)); monday.format(ISO) <= to; monday = monday.add(7, 'day')) {
    const start = monday.format(ISO);
    const sunday = monday.add(6, 'day').format(ISO);
    weeks.push({ start, from: start < from ? from : start, to: sunday > to ? to : sunday });
  }
  return weeks;
}

export type LeaveKind = 'full' | 'half';

/** The minutes a person can work on the days of a span. */
export function availableMinutes(
  span: { from: string; to: string },
  workingWeek: WorkingWeek,
  holidays: ReadonlySet<string>,
  leave: ReadonlyMap<string, LeaveKind>,
): number {
  let total = 0;
  for (let d = dayjs(span.from); d.format(ISO) <= span.to; d = d.add(1, 'day')) {
    const day = d.format(ISO);
    if (holidays.has(day)) continue;
    const minutes = workingWeek[dayIndex(day)] ?? 0;
    const off = leave.get(day);
    if (off === 'full') continue;
    total += off === 'half' ? Math.floor(minutes / 2) : minutes;
  }
  return total;
}

export interface PlannedTask {
  dueDate: string | null;
  et: number;
  tt: number;
  /** The default estimate of the template the task was made from, when there is one. */
  templateEstimate: number | null;
}

export interface Placement {
  /** The Monday of the week the work counts in; null when the task has no due date. */
  week: string | null;
  minutes: number;
  /** The task has no estimate of its own. */
  unestimated: boolean;
}

/** Where a task's remaining work counts, and how much of it. */
export function placeTask(task: PlannedTask, today: string): Placement {
  const unestimated = task.et <= 0;
  const budget = unestimated ? (task.templateEstimate ?? 0) : task.et;
  const minutes = Math.max(0, budget - task.tt);
  if (!task.dueDate) return { week: null, minutes, unestimated };
  return { week: weekStart(task.dueDate < today ? today : task.dueDate), minutes, unestimated };
}

/** The load of a cell as the workload view colours it: under 80%, from 80%, at or over 100%. */
export type LoadLevel = 'ok' | 'high' | 'over';
export function loadLevel(planned: number, available: number): LoadLevel {
  if (available <= 0) return planned > 0 ? 'over' : 'ok';
  if (planned >= available) return 'over';
  return planned * 5 >= available * 4 ? 'high' : 'ok';
}

/** Minutes as the workload view shows them: hours with at most one decimal ('37.5 h'). */
export function hoursLabel(minutes: number): string {
  const hours = Math.round((minutes / 60) * 10) / 10;
  return `${hours} h`;
}

export const CapacityQuery = v.pipe(
  v.object({
    from: v.optional(isoDate()),
    to: v.optional(isoDate()),
    /** A team leader's id: the people of their team. Absent: everyone the caller may see. */
    teamId: v.optional(Uuid),
  }),
  v.check(
    (q) =>
      !q.from || !q.to || (q.from <= q.to && dayjs(q.to).diff(dayjs(q.from), 'day') < CAPACITY_MAX_WEEKS * 7),
    CAPACITY_MESSAGES.range,
  ),
);
export type CapacityQuery = v.InferOutput<typeof CapacityQuery>;

const Minutes = v.pipe(v.number(), v.integer());
export const CapacityCellSchema = v.object({
  available: Minutes,
  planned: Minutes,
  taken: Minutes,
  /** Open tasks in the week with no estimate of their own (counted at their template's default). */
  unestimated: Minutes,
  /** Open tasks placed in the week. */
  tasks: Minutes,
});
export type CapacityCell = v.InferOutput<typeof CapacityCellSchema>;

export const CapacityPersonSchema = v.object({
  id: Uuid,
  name: v.string(),
  /** The team leaders whose teams the person is in: the leaders of their open work up to the range's end. */
  teams: v.array(Uuid),
  /** One cell per week of the answer. */
  weeks: v.array(CapacityCellSchema),
  /** Open tasks with no due date: in no week. */
  undated: Minutes,
  undatedMinutes: Minutes,
  /** The person's own working week (minutes, Monday … Sunday); null: the practice's. */
  workingWeek: v.nullable(v.array(Minutes)),
});
export type CapacityPerson = v.InferOutput<typeof CapacityPersonSchema>;

export const CapacityAnswerSchema = v.object({
  from: v.string(),
  to: v.string(),
  today: v.string(),
  weeks: v.array(v.object({ start: v.string(), from: v.string(), to: v.string() })),
  people: v.array(CapacityPersonSchema),
  teams: v.array(v.object({ id: Uuid, name: v.string() })),
  /** The practice's working week (Preferences), the one a person without their own works. */
  practiceWeek: v.array(Minutes),
});
export type CapacityAnswer = v.InferOutput<typeof CapacityAnswerSchema>;

/** Minutes of Monday … Sunday, each 0 to 1440. */
export const WorkingWeekMinutes = v.pipe(
  v.array(
    v.pipe(
      v.number(CAPACITY_MESSAGES.workingWeek),
      v.integer(CAPACITY_MESSAGES.workingWeek),
      v.minValue(0, CAPACITY_MESSAGES.workingWeek),
      v.maxValue(1440, CAPACITY_MESSAGES.workingWeek),
    ),
    CAPACITY_MESSAGES.workingWeek,
  ),
  v.length(7, CAPACITY_MESSAGES.workingWeek),
);

export const WorkingWeekBody = v.strictObject({
  /** Null: the practice's working week. */
  minutes: v.nullable(WorkingWeekMinutes),
});
export type WorkingWeekBody = v.InferOutput<typeof WorkingWeekBody>;

export const HolidayBody = v.strictObject({
  day: isoDate(),
  name: v.pipe(
    v.string(CAPACITY_MESSAGES.holidayName),
    v.trim(),
    v.minLength(1, CAPACITY_MESSAGES.holidayName),
    v.maxLength(100, CAPACITY_MESSAGES.holidayName),
  ),
});
export type HolidayBody = v.InferOutput<typeof HolidayBody>;
export const HolidaySchema = v.object({ id: Uuid, day: v.string(), name: v.string() });
export type Holiday = v.InferOutput<typeof HolidaySchema>;
export const HolidayQuery = v.object({
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'Year must be four digits'))),
});

export const LeaveBody = v.pipe(
  v.strictObject({
    userId: Uuid,
    from: isoDate(),
    to: isoDate(),
    half: v.optional(v.boolean(), false),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  }),
  v.check(
    (b) => b.from <= b.to && dayjs(b.to).diff(dayjs(b.from), 'day') < 366,
    CAPACITY_MESSAGES.leaveRange,
  ),
  v.check((b) => !b.half || b.from === b.to, CAPACITY_MESSAGES.leaveHalfOneDay),
);
export type LeaveBody = v.InferOutput<typeof LeaveBody>;
export const LeaveQuery = v.object({
  userId: v.optional(Uuid),
  from: v.optional(isoDate()),
  to: v.optional(isoDate()),
});
export const LeaveDaySchema = v.object({
  id: Uuid,
  userId: Uuid,
  day: v.string(),
  half: v.boolean(),
  note: v.string(),
});
export type LeaveDay = v.InferOutput<typeof LeaveDaySchema>;

export const CapacityTasksQuery = v.object({
  userId: Uuid,
  /** The Monday of the week whose tasks to list. */
  week: isoDate(),
});
export type CapacityTasksQuery = v.InferOutput<typeof CapacityTasksQuery>;

export const CapacityTaskSchema = v.object({
  id: Uuid,
  client: v.nullable(v.string()),
  task: v.string(),
  subTask: v.string(),
  dueDate: v.nullable(v.string()),
  et: Minutes,
  tt: Minutes,
  /** What the task counts in the week (`placeTask`). */
  remaining: Minutes,
  unestimated: v.boolean(),
  status: v.string(),
  /** The caller may move it (they lead it, or are an Admin). */
  canMove: v.boolean(),
});
export type CapacityTask = v.InferOutput<typeof CapacityTaskSchema>;
export const CapacityTasksAnswerSchema = v.object({
  tasks: v.array(CapacityTaskSchema),
  /** Tasks of other teams the caller may not open, counted but not listed. */
  hidden: Minutes,
  hiddenMinutes: Minutes,
});
export type CapacityTasksAnswer = v.InferOutput<typeof CapacityTasksAnswerSchema>;

export const WORKLOAD_MESSAGES = {
  nothingToMove: 'Choose a person or a due date to move the tasks to',
  moved: (n: number) => `${n} ${n === 1 ? 'task' : 'tasks'} moved`,
} as const;

export const WorkloadMoveBody = v.pipe(
  v.strictObject({
    taskIds: v.pipe(
      v.array(Uuid),
      v.minLength(1, 'Choose at least one task'),
      v.maxLength(500, 'Move at most 500 tasks at once'),
    ),
    allottedTo: v.optional(Uuid),
    dueDate: v.optional(isoDate()),
  }),
  v.check((b) => b.allottedTo !== undefined || b.dueDate !== undefined, WORKLOAD_MESSAGES.nothingToMove),
);
export type WorkloadMoveBody = v.InferOutput<typeof WorkloadMoveBody>;
export const WorkloadMovedSchema = v.object({ moved: Minutes });

export const HolidayImportResultSchema = v.object({
  added: Minutes,
  /** Days already holidays: left as they were. */
  skipped: Minutes,
  /** Rows not read, with why ('Row 4: the date is not a date'). */
  problems: v.array(v.string()),
});
export type HolidayImportResult = v.InferOutput<typeof HolidayImportResultSchema>;
