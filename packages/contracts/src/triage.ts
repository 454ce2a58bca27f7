// Triage (issue: team leaders' triage and capacity): the queues a leader works through each
// morning, each a filter of the task list (GET /tasks `queue`) and counted together by
// GET /triage. All of them are of open work (not Completed, Pending or Archived).
import * as v from 'valibot';

export const TRIAGE_QUEUES = [
  { key: 'overdue', label: 'Overdue', hint: 'Past their due date' },
  { key: 'dueSoon', label: 'Due in 7 days, not started', hint: 'Due within a week and still To Do' },
  { key: 'unassigned', label: 'Unassigned', hint: 'No one is allotted the task' },
  { key: 'helpRequired', label: 'Help required', hint: 'Someone asked for help' },
  { key: 'waitingOnClient', label: 'Waiting on the client', hint: 'A document request is still open' },
  { key: 'overBudget', label: 'Over budget', hint: 'Time taken is past the estimate' },
  { key: 'noEstimate', label: 'No estimate', hint: 'The task has no estimated time' },
] as const;
export type TriageQueue = (typeof TRIAGE_QUEUES)[number]['key'];
export const TRIAGE_QUEUE_KEYS = TRIAGE_QUEUES.map((q) => q.key) as [TriageQueue, ...TriageQueue[]];

/** How many days ahead 'Due in 7 days, not started' looks, today included as day 0. */
export const DUE_SOON_DAYS = 7;

export const TriageAnswerSchema = v.object({
  /** The task list the queues open: a leader's team, an Admin's whole practice, a member's own. */
  scope: v.picklist(['my', 'team', 'all']),
  queues: v.array(v.object({ key: v.picklist(TRIAGE_QUEUE_KEYS), count: v.pipe(v.number(), v.integer()) })),
});
export type TriageAnswer = v.InferOutput<typeof TriageAnswerSchema>;
