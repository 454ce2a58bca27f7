// The client page (/clients/:id): its tabs, in order, and GET /clients/:id/summary, the counts
// shown on them. A count is null where the caller's role may not read that part (a Team Member
// reads no invoices, payments or advances): the page hides those tabs.
import * as v from 'valibot';

export const CLIENT_PAGE_TABS = [
  { key: 'profile', label: 'Profile & contacts' },
  { key: 'compliance', label: 'Compliance' },
  { key: 'tasks', label: 'Open tasks' },
  { key: 'time', label: 'Time & WIP' },
  { key: 'invoices', label: 'Invoices' },
  { key: 'payments', label: 'Payments & advances' },
  { key: 'documents', label: 'Documents & history' },
] as const;
export type ClientPageTab = (typeof CLIENT_PAGE_TABS)[number]['key'];
export const CLIENT_PAGE_TAB_KEYS = CLIENT_PAGE_TABS.map((t) => t.key) as [ClientPageTab, ...ClientPageTab[]];

export const ClientSummarySchema = v.object({
  /** Contacts of the compliance profile. */
  contacts: v.number(),
  /** Compliance calendar items due in the current financial year. */
  compliance: v.number(),
  /** Open tasks of the client the caller may see. */
  openTasks: v.number(),
  /** Minutes of time logged on those of the client's tasks the caller may see. */
  timeMinutes: v.number(),
  /** Completed tasks waiting to be invoiced (leaders and Admin). */
  unbilled: v.nullable(v.number()),
  invoices: v.nullable(v.number()),
  /** Payments, TDS and advances on the client's statement (all time). */
  payments: v.nullable(v.number()),
  /** Entries of the client's History and filed acknowledgements. */
  history: v.number(),
});
export type ClientSummary = v.InferOutput<typeof ClientSummarySchema>;
export const ClientSummaryAnswerSchema = v.object({ summary: ClientSummarySchema });
