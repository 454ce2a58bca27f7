// Recording past filings at once (a practice's first week): many items marked filed in one call,
// and an import of filings already made (client, form, period, filed on, acknowledgement number)
// that is previewed with each row's problems before the good rows are recorded.
import * as v from 'valibot';
import { TaskSelection } from '../tasks';
import { ACKNOWLEDGEMENT_COLUMN, ACKNOWLEDGEMENT_LABELS } from './acknowledgement';
import { CalendarItemSchema } from './api';

/** At most this many items are marked filed in one call (a year of GSTR-1 and 3B for 20 clients). */
export const BULK_FILING_MAX = 500;

/** POST /compliance/filings/bulk: each row is checked as a single filing is, naming its item. */
export const BulkFilingBody = v.strictObject({
  filings: v.pipe(
    v.array(
      v.strictObject({
        itemId: v.pipe(v.string(), v.uuid('Must be an id')),
        // Checked per form by the service (arnProblem), so the refusal can name the item.
        arn: v.pipe(v.string(), v.maxLength(200)),
        filedOn: v.pipe(v.string(), v.maxLength(20)),
      }),
    ),
    v.minLength(1, 'Choose at least one item'),
    v.maxLength(BULK_FILING_MAX, `Mark at most ${BULK_FILING_MAX} items filed at once`),
  ),
});
export type BulkFilingBody = v.InferOutput<typeof BulkFilingBody>;
export const BulkFilingAnswerSchema = v.object({ items: v.array(CalendarItemSchema) });
export type BulkFilingAnswer = v.InferOutput<typeof BulkFilingAnswerSchema>;

/** POST /compliance/filings/from-tasks: a task grid selection (ticked ids or the whole view). */
export const TaskFilingTargetsBody = TaskSelection;
export type TaskFilingTargetsBody = v.InferOutput<typeof TaskFilingTargetsBody>;

/** A selected task's compliance item, not filed yet, that the caller may mark filed. */
export const TaskFilingTargetSchema = v.object({
  taskId: v.string(),
  itemId: v.string(),
  code: v.string(),
  title: v.string(),
  clientName: v.string(),
  dueDate: v.nullable(v.string()),
});
export type TaskFilingTarget = v.InferOutput<typeof TaskFilingTargetSchema>;

/** The selected tasks left out, by why. */
export const TaskFilingSkippedSchema = v.object({
  /** Tasks not generated from a compliance item (or not this practice's). */
  withoutItem: v.number(),
  alreadyFiled: v.number(),
  /** Items whose task the caller may not change the status of. */
  notYours: v.number(),
});
export type TaskFilingSkipped = v.InferOutput<typeof TaskFilingSkippedSchema>;

export const TaskFilingTargetsSchema = v.object({
  targets: v.array(TaskFilingTargetSchema),
  skipped: TaskFilingSkippedSchema,
});
export type TaskFilingTargets = v.InferOutput<typeof TaskFilingTargetsSchema>;

const tasksWord = (n: number) => (n === 1 ? '1 task' : `${n} tasks`);

export const FILING_FROM_TASKS_MESSAGES = {
  noneToFile: 'None of the selected tasks has a compliance item left to mark filed',
  /** 'Skipped 3 of the selected tasks: 2 without a compliance item, 1 already filed'; null when none. */
  skipped: ({ withoutItem, alreadyFiled, notYours }: TaskFilingSkipped): string | null => {
    const parts = [
      withoutItem ? `${withoutItem} without a compliance item` : '',
      alreadyFiled ? `${alreadyFiled} already filed` : '',
      notYours ? `${notYours} you may not mark filed` : '',
    ].filter(Boolean);
    const total = withoutItem + alreadyFiled + notYours;
    return total ? `Skipped ${tasksWord(total)} of the selection: ${parts.join(', ')}` : null;
  },
} as const;

/** The import file's columns, in the template's order. */
export const FILING_IMPORT_COLUMNS = [
  'Client',
  'Form',
  'Period',
  'Filed on',
  ACKNOWLEDGEMENT_COLUMN,
] as const;
export type FilingImportField = 'client' | 'form' | 'period' | 'filedOn' | 'arn';

/** The headers each column is known by (compared lower-cased, spaces and punctuation squeezed). */
export const FILING_IMPORT_HEADERS: Record<FilingImportField, readonly string[]> = {
  client: ['Client', 'Client name'],
  form: ['Form', 'Return', 'Code'],
  period: ['Period', 'Tax period', 'Return period'],
  filedOn: ['Filed on', 'Filing date', 'Date of filing', 'Filed'],
  arn: [
    ACKNOWLEDGEMENT_COLUMN,
    ...Object.values(ACKNOWLEDGEMENT_LABELS),
    'Acknowledgement no',
    'Ack no',
    'Acknowledgement',
  ],
};

/** An import of past filings reads at most this many rows (ten years of monthly returns for 40 clients). */
export const FILING_IMPORT_MAX_ROWS = 5000;

export const FILING_IMPORT_STATUSES = ['ready', 'problem', 'already-filed'] as const;
export type FilingImportStatus = (typeof FILING_IMPORT_STATUSES)[number];

export const FilingImportRowSchema = v.object({
  /** The row's number in the file (the header is row 1). */
  row: v.number(),
  client: v.string(),
  form: v.string(),
  period: v.string(),
  filedOn: v.string(),
  arn: v.string(),
  status: v.picklist(FILING_IMPORT_STATUSES),
  problems: v.array(v.string()),
  /** The calendar item the row records, when one was found. */
  itemId: v.nullable(v.string()),
  title: v.nullable(v.string()),
});
export type FilingImportRow = v.InferOutput<typeof FilingImportRowSchema>;

export const FilingImportPreviewSchema = v.object({
  token: v.string(),
  filename: v.string(),
  rows: v.array(FilingImportRowSchema),
  summary: v.object({ ready: v.number(), problem: v.number(), alreadyFiled: v.number() }),
});
export type FilingImportPreview = v.InferOutput<typeof FilingImportPreviewSchema>;

export const FilingImportCommitBody = v.strictObject({ token: v.pipe(v.string(), v.uuid('Must be an id')) });
export type FilingImportCommitBody = v.InferOutput<typeof FilingImportCommitBody>;
export const FilingImportResultSchema = v.object({ filed: v.number(), skipped: v.number() });
export type FilingImportResult = v.InferOutput<typeof FilingImportResultSchema>;

export const FILING_IMPORT_MESSAGES = {
  clientRequired: 'Name the client',
  unknownClient: (name: string) => `No client named '${name}'`,
  formRequired: 'Name the form',
  unknownForm: (form: string) => `No form '${form}' in the compliance rules`,
  periodRequired: 'Name the period',
  unknownPeriod: (period: string) =>
    `Period '${period}' is not like 'Oct 2026', 'Q2 2026-27' or 'FY 2025-26'`,
  noItem: (form: string, period: string) =>
    `No ${form} for ${period} in this client's calendar: generate it first`,
  filedOnRequired: 'Enter the filing date',
  badFiledOn: (text: string) => `Filing date '${text}' is not a date as DD/MM/YYYY`,
  alreadyFiled: (day: string) => `Already filed on ${day}`,
  twice: (row: number) => `The same filing as row ${row}`,
  notYours: 'You may not record the filing of this item',
  recorded: (count: number) => (count === 1 ? 'Filing recorded' : `${count} filings recorded`),
  nothingToRecord: 'No row of the file is ready to record',
  missingColumn: (column: string) => `The file has no '${column}' column`,
  tooManyRows: `The file has more than ${FILING_IMPORT_MAX_ROWS} rows: split it`,
  /** A bulk row's refusal names its item: 'GSTR-3B – Oct 2026 for Acme: A GST ARN is ...'. */
  ofItem: (title: string, clientName: string, message: string) => `${title} for ${clientName}: ${message}`,
  alreadyFiledItem: (day: string) => `already filed on ${day}; open it to correct the filing`,
} as const;
