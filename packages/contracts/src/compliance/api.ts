// The compliance calls: generation, the calendar and its items, filing proof, extensions and the
// status board (issue 17). Bodies and queries are checked with these schemas on both sides.
import * as v from 'valibot';
import { isoDate } from '../common';
import { WaitingOnClientSchema } from '../document-chase';

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
/** `overdue`: of those created, how many were already past their due date (a back-fill). */
export const GenerateResultSchema = v.object({
  created: v.number(),
  existing: v.number(),
  overdue: v.number(),
});
export type GenerateResult = v.InferOutput<typeof GenerateResultSchema>;

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

export const CalendarItemSchema = v.object({
  id: v.string(),
  taskId: v.nullable(v.string()),
  clientId: v.string(),
  clientName: v.string(),
  code: v.string(),
  title: v.string(),
  period: v.string(),
  periodLabel: v.string(),
  dueDate: v.string(),
  /** The due date first notified; differs from dueDate after an extension. */
  originalDueDate: v.string(),
  extensionNote: v.nullable(v.string()),
  status: v.picklist(COMPLIANCE_STATUSES),
  filedOn: v.nullable(v.string()),
  arn: v.nullable(v.string()),
  hasAcknowledgement: v.boolean(),
  assigneeId: v.nullable(v.string()),
  assigneeName: v.nullable(v.string()),
  /** Documents received of those asked for by the item's open requests; null when none is open. */
  waitingOnClient: WaitingOnClientSchema,
});
export type CalendarItem = v.InferOutput<typeof CalendarItemSchema>;
export const CalendarItemAnswerSchema = v.object({ item: CalendarItemSchema });
export const CalendarAnswerSchema = v.object({
  items: v.array(CalendarItemSchema),
  counts: v.object({ overdue: v.number(), dueThisWeek: v.number(), filedThisMonth: v.number() }),
});
export type CalendarAnswer = v.InferOutput<typeof CalendarAnswerSchema>;

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
export const ExtensionRowSchema = v.object({
  id: v.string(),
  code: v.string(),
  period: v.string(),
  dueDate: v.string(),
  note: v.string(),
  clientIds: v.nullable(v.array(v.string())),
  createdAt: v.string(),
  createdByName: v.nullable(v.string()),
});
export type ExtensionRow = v.InferOutput<typeof ExtensionRowSchema>;
export const ExtensionListSchema = v.object({ extensions: v.array(ExtensionRowSchema) });
export const ExtensionCreatedSchema = v.object({ extension: ExtensionRowSchema, moved: v.number() });

/** GET /compliance/board: clients × periods of one form in one financial year. */
export const BoardQuery = v.strictObject({
  code: Code,
  financialYear: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}$/, "Financial year must be like '2026-27'")),
  /** Only this client's row (the client page's compliance tab). */
  clientId: v.optional(Uuid),
  /** 'true': only the clients with an item of the form waiting on their documents. */
  waitingOnClient: v.optional(v.picklist(['true', 'false'])),
});
export type BoardQuery = v.InferOutput<typeof BoardQuery>;
/** 'not-generated': the profile gives the period an obligation whose due date has passed but no
 * item was generated for it (never overdue: nothing stands behind it). */
export const BOARD_CELL_STATUSES = [...COMPLIANCE_STATUSES, 'not-generated', 'not-applicable'] as const;
export type BoardCellStatus = (typeof BOARD_CELL_STATUSES)[number];
export const BoardCellSchema = v.object({
  status: v.picklist(BOARD_CELL_STATUSES),
  itemId: v.nullable(v.string()),
  /** The item's title (null without an item), for the filing dialog the cell opens. */
  title: v.nullable(v.string()),
  dueDate: v.nullable(v.string()),
  filedOn: v.nullable(v.string()),
  waitingOnClient: WaitingOnClientSchema,
});
export type BoardCell = v.InferOutput<typeof BoardCellSchema>;
export const BoardAnswerSchema = v.object({
  code: v.string(),
  financialYear: v.string(),
  periods: v.array(v.object({ period: v.string(), label: v.string() })),
  rows: v.array(
    v.object({ clientId: v.string(), clientName: v.string(), cells: v.record(v.string(), BoardCellSchema) }),
  ),
});
export type BoardAnswer = v.InferOutput<typeof BoardAnswerSchema>;
