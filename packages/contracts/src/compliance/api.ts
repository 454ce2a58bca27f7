// The compliance calls: generation, the calendar and its items, filing proof, extensions and the
// status board (issue 17). Bodies and queries are checked with these schemas on both sides.
import * as v from 'valibot';
import { isoDate } from '../common';

const Uuid = v.pipe(v.string(), v.uuid('Must be an id'));
const Code = v.pipe(v.string(), v.trim(), v.nonEmpty('Choose a form'), v.maxLength(20));
/** 'YYYY-MM', 'YYYY-YY Qn' or 'YYYY-YY' (see periods.ts). */
const Period = v.pipe(
  v.string(),
  v.trim(),
  v.regex(
    /^(\d{4}-(0[1-9]|1[0-2])|\d{4}-\d{2} Q[1-4]|\d{4}-\d{2})$/,
    "Period must be like '2026-10', '2026-27 Q2' or '2026-27'",
  ),
);

export const COMPLIANCE_STATUSES = ['open', 'overdue', 'filed', 'filed-late'] as const;
export type ComplianceStatus = (typeof COMPLIANCE_STATUSES)[number];

/** POST /compliance/generate: tasks for every client × rule × period due in [from, to]. */
export const GenerateBody = v.strictObject({
  from: isoDate(),
  to: isoDate(),
  clientIds: v.optional(v.pipe(v.array(Uuid), v.maxLength(5000))),
});
export type GenerateBody = v.InferOutput<typeof GenerateBody>;
export interface GenerateResult {
  created: number;
  existing: number;
}

/** GET /compliance/calendar */
export const CalendarQuery = v.strictObject({
  from: isoDate(),
  to: isoDate(),
  clientId: v.optional(Uuid),
  code: v.optional(Code),
  status: v.optional(v.picklist(COMPLIANCE_STATUSES)),
  assigneeId: v.optional(Uuid),
});
export type CalendarQuery = v.InferOutput<typeof CalendarQuery>;

export interface CalendarItem {
  id: string;
  taskId: string | null;
  clientId: string;
  clientName: string;
  code: string;
  title: string;
  period: string;
  periodLabel: string;
  dueDate: string;
  /** The due date first notified; differs from dueDate after an extension. */
  originalDueDate: string;
  extensionNote: string | null;
  status: ComplianceStatus;
  filedOn: string | null;
  arn: string | null;
  hasAcknowledgement: boolean;
  assigneeId: string | null;
  assigneeName: string | null;
}
export interface CalendarAnswer {
  items: CalendarItem[];
  counts: { overdue: number; dueThisWeek: number; filedThisMonth: number };
}

/** POST /compliance/items/:id/filing (multipart: these fields, and an optional `file` PDF). */
export const FilingBody = v.strictObject({
  arn: v.pipe(v.string(), v.trim(), v.nonEmpty('Enter the acknowledgement number'), v.maxLength(40)),
  filedOn: isoDate(),
});
export type FilingBody = v.InferOutput<typeof FilingBody>;

/** POST /compliance/extensions */
export const ExtensionBody = v.strictObject({
  code: Code,
  period: Period,
  dueDate: isoDate(),
  note: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('Say what the extension is (e.g. the notification)'),
    v.maxLength(200),
  ),
  clientIds: v.optional(v.pipe(v.array(Uuid), v.maxLength(5000))),
});
export type ExtensionBody = v.InferOutput<typeof ExtensionBody>;
export interface ExtensionRow {
  id: string;
  code: string;
  period: string;
  dueDate: string;
  note: string;
  clientIds: string[] | null;
  createdAt: string;
  createdByName: string | null;
}

/** GET /compliance/board: clients × periods of one form in one financial year. */
export const BoardQuery = v.strictObject({
  code: Code,
  financialYear: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/, "Financial year must be like '2026-27'")),
});
export type BoardQuery = v.InferOutput<typeof BoardQuery>;
export type BoardCellStatus = ComplianceStatus | 'not-applicable';
export interface BoardCell {
  status: BoardCellStatus;
  itemId: string | null;
  dueDate: string | null;
  filedOn: string | null;
}
export interface BoardAnswer {
  code: string;
  financialYear: string;
  periods: { period: string; label: string }[];
  rows: { clientId: string; clientName: string; cells: Record<string, BoardCell> }[];
}
