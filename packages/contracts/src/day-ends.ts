// End Day approval: the states a submitted day goes through, who may act on it, the leader's
// queue and the words both sides use.
import * as v from 'valibot';
import { isoDate, Uuid } from './common';

/** submitted → approved (locked) | returned (member edits, resubmits); approved → reopened. */
export const DAY_END_STATUSES = ['submitted', 'approved', 'returned', 'reopened'] as const;
export type DayEndStatus = (typeof DAY_END_STATUSES)[number];

/** Each step of a day end's history. */
export const DAY_END_ACTIONS = ['submitted', 'resubmitted', 'approved', 'returned', 'reopened'] as const;

/** How many days one approve call may take, and how many the queue answers at most. */
export const DAY_APPROVE_MAX = 200;
export const DAY_QUEUE_LIMIT = 200;
/** Approved days per page of the leaders' Approved list (a practice keeps thousands). */
export const DAY_APPROVED_PAGE = 50;

export const DAY_END_MESSAGES = {
  locked: 'This day is approved and locked',
  ownDay: 'You cannot approve your own day; an Admin approves it',
  notYourTeam: 'Only the team leader of this person or an Admin can act on their day',
  notFound: 'Day end not found',
  notSubmitted: 'Only a submitted day can be approved or returned',
  notApproved: 'Only an approved day can be reopened',
  commentRequired: 'Please enter a comment',
  approved: (n: number) => (n === 1 ? 'Day approved' : `${n} days approved`),
  returned: 'Day returned',
  reopened: 'Day reopened',
  idsRequired: 'Choose at least one day',
  badCursor: 'Invalid cursor',
  badRange: 'The start date must be on or before the end date',
} as const;

export const DayApproveBody = v.object({
  ids: v.pipe(
    v.array(Uuid, DAY_END_MESSAGES.idsRequired),
    v.minLength(1, DAY_END_MESSAGES.idsRequired),
    v.maxLength(DAY_APPROVE_MAX, `At most ${DAY_APPROVE_MAX} days at once`),
  ),
});
export type DayApproveBody = v.InferOutput<typeof DayApproveBody>;

export const DayEndCommentBody = v.object(
  {
    comment: v.pipe(
      v.string(DAY_END_MESSAGES.commentRequired),
      v.trim(),
      v.minLength(1, DAY_END_MESSAGES.commentRequired),
      v.maxLength(2000),
    ),
  },
  DAY_END_MESSAGES.commentRequired,
);
export type DayEndCommentBody = v.InferOutput<typeof DayEndCommentBody>;

const Named = v.object({ id: v.string(), name: v.string() });

/** The person's month of day ends (the Day End page). */
export const DayEndMonthSchema = v.object({
  month: v.string(),
  today: v.string(),
  /** Every day the person submitted, whatever became of it; `comment` is the leader's last
   * (why it was returned or reopened). */
  submitted: v.array(
    v.object({
      date: v.string(),
      totalMinutes: v.number(),
      submittedAt: v.string(),
      status: v.picklist(DAY_END_STATUSES),
      comment: v.nullable(v.string()),
    }),
  ),
  /** Past working days (Monday to Saturday) of the month not yet submitted. */
  pending: v.array(v.string()),
  todayMinutes: v.number(),
});
export type DayEndMonth = v.InferOutput<typeof DayEndMonthSchema>;

/** A day just submitted. */
export const DayEndSubmittedSchema = v.object({
  dayEnd: v.object({
    id: v.string(),
    date: v.string(),
    totalMinutes: v.number(),
    submittedAt: v.string(),
    status: v.picklist(DAY_END_STATUSES),
  }),
});

/** One time entry of a day in the leader's queue. */
export const DayQueueEntrySchema = v.object({
  id: v.string(),
  taskId: v.string(),
  task: v.string(),
  subTask: v.string(),
  client: v.nullable(Named),
  minutes: v.number(),
  note: v.nullable(v.string()),
});
export type DayQueueEntry = v.InferOutput<typeof DayQueueEntrySchema>;

/** A submitted day waiting for its leader: who, when, what they logged (read now) and totals. */
export const DayQueueItemSchema = v.object({
  id: v.string(),
  date: v.string(),
  user: Named,
  /** The minutes recorded when the day was (re)submitted. */
  submittedMinutes: v.number(),
  /** The minutes of the entries below, as they are now. */
  totalMinutes: v.number(),
  submittedAt: v.string(),
  /** True when the day was returned before and submitted again. */
  resubmitted: v.boolean(),
  entries: v.array(DayQueueEntrySchema),
});
export type DayQueueItem = v.InferOutput<typeof DayQueueItemSchema>;

export const DayQueueSchema = v.object({
  days: v.array(DayQueueItemSchema),
  /** Submitted days in the caller's reach, of which `days` holds the oldest DAY_QUEUE_LIMIT. */
  total: v.number(),
  totalMinutes: v.number(),
});
export type DayQueue = v.InferOutput<typeof DayQueueSchema>;

/** A decided day as the approve, return and reopen calls answer it. */
export const DayEndDecisionSchema = v.object({
  id: v.string(),
  date: v.string(),
  userId: v.string(),
  status: v.picklist(DAY_END_STATUSES),
  decidedAt: v.nullable(v.string()),
  comment: v.nullable(v.string()),
});
export type DayEndDecision = v.InferOutput<typeof DayEndDecisionSchema>;
export const DayEndDecisionsSchema = v.object({ days: v.array(DayEndDecisionSchema) });
export const DayEndDecisionAnswerSchema = v.object({ day: DayEndDecisionSchema });

/** The leaders' Approved list: whose days, between which dates (inclusive), and the key of the last
 * day of the previous page (`nextCursor`). */
export const DayApprovedQuery = v.pipe(
  v.strictObject({
    userId: v.optional(Uuid),
    from: v.optional(isoDate()),
    to: v.optional(isoDate()),
    cursor: v.optional(
      v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}_[0-9a-f-]{36}$/i, DAY_END_MESSAGES.badCursor)),
    ),
  }),
  v.check((q) => !q.from || !q.to || q.from <= q.to, DAY_END_MESSAGES.badRange),
);
export type DayApprovedQuery = v.InferOutput<typeof DayApprovedQuery>;

/** An approved (locked) day: who, which day, what it holds now and who approved it when. */
export const DayApprovedItemSchema = v.object({
  id: v.string(),
  date: v.string(),
  user: Named,
  totalMinutes: v.number(),
  /** Who approved it (themselves, for a practice's only Admin); null if that person was deleted. */
  approvedBy: v.nullable(Named),
  approvedAt: v.string(),
  entries: v.array(DayQueueEntrySchema),
});
export type DayApprovedItem = v.InferOutput<typeof DayApprovedItemSchema>;

export const DayApprovedPageSchema = v.object({
  days: v.array(DayApprovedItemSchema),
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: v.nullable(v.string()),
});
export type DayApprovedPage = v.InferOutput<typeof DayApprovedPageSchema>;

/** The key of a day in the Approved list's order (newest date first, then id). */
export const approvedCursor = (day: { date: string; id: string }) => `${day.date}_${day.id}`;
