// Bank statements in (issue 37): the practice's bank accounts (Configurations › Invoice settings),
// a statement's preview (its layout found by the header row, the columns mapped to fields, the
// lines read and checked) and its commit, and the history of imports. Money on the wire is `Money`.
import * as v from 'valibot';
import { Uuid } from './common';
import { MoneySchema } from './money';

export const BANKS = ['SBI', 'HDFC', 'ICICI', 'AXIS', 'KOTAK', 'OTHER'] as const;
export type Bank = (typeof BANKS)[number];
export const BANK_LABELS: Record<Bank, string> = {
  SBI: 'State Bank of India',
  HDFC: 'HDFC Bank',
  ICICI: 'ICICI Bank',
  AXIS: 'Axis Bank',
  KOTAK: 'Kotak Mahindra Bank',
  OTHER: 'Other bank',
};

/** A statement's layout: a bank whose download it recognised, or 'custom' (columns chosen by hand). */
export const STATEMENT_LAYOUTS = ['SBI', 'HDFC', 'ICICI', 'AXIS', 'KOTAK', 'custom'] as const;
export type StatementLayout = (typeof STATEMENT_LAYOUTS)[number];
export const STATEMENT_LAYOUT_LABELS: Record<StatementLayout, string> = {
  SBI: 'State Bank of India statement',
  HDFC: 'HDFC Bank statement',
  ICICI: 'ICICI Bank statement',
  AXIS: 'Axis Bank statement',
  KOTAK: 'Kotak Mahindra Bank statement',
  custom: 'Columns chosen by hand',
};

/** What a statement's column may hold. `amount` is one column for both sides (signed, or with a
 * Dr/Cr suffix, or read with a `drCr` column); `balanceDrCr` says whether the balance is Dr or Cr. */
export const STATEMENT_FIELDS = [
  'date',
  'valueDate',
  'narration',
  'reference',
  'debit',
  'credit',
  'amount',
  'drCr',
  'balance',
  'balanceDrCr',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
export const STATEMENT_FIELD_LABELS: Record<StatementField, string> = {
  date: 'Date',
  valueDate: 'Value date',
  narration: 'Narration',
  reference: 'Reference / cheque no.',
  debit: 'Debit (withdrawal)',
  credit: 'Credit (deposit)',
  amount: 'Amount (signed or Dr/Cr)',
  drCr: 'Dr / Cr of the amount',
  balance: 'Balance',
  balanceDrCr: 'Dr / Cr of the balance',
};

/** One entry per column of the header row, in order: the field it holds, or null to leave it out. */
export const StatementMapping = v.array(v.nullable(v.picklist(STATEMENT_FIELDS)));
export type StatementMapping = v.InferOutput<typeof StatementMapping>;

export const BANK_LIMITS = {
  name: 60,
  accounts: 50,
  /** Lines shown in a preview (every problem is listed apart, up to `problems`). */
  previewRows: 50,
  problems: 200,
  /** Statement lines one file may hold. */
  lines: 20_000,
  history: 100,
} as const;

export const BANK_MESSAGES = {
  accountAdded: 'Bank account added',
  accountSaved: 'Bank account saved',
  accountDeleted: 'Bank account deleted',
  accountArchived: 'Bank account archived: it has statement lines, so it is kept for them',
  accountNotFound: 'Bank account not found',
  nameRequired: 'Name the account, e.g. HDFC current',
  nameTooLong: `The name can be at most ${BANK_LIMITS.name} characters`,
  nameTaken: 'A bank account with this name already exists',
  bankRequired: 'Choose the bank',
  last4: 'Enter the last 4 digits of the account number',
  tooManyAccounts: `A practice can keep at most ${BANK_LIMITS.accounts} bank accounts`,
  chooseAccount: 'Choose the bank account this statement is of',
  accountArchivedNoImport: 'This bank account is archived; restore it in Invoice settings to import into it',
  noAccounts: 'Add the practice’s bank accounts in Configurations › Invoice settings first.',
  expired: 'This statement preview has expired; choose the file again',
  noHeader:
    'No header row found: the statement needs a row naming its columns (Date, Narration, Debit, Credit, Balance) above its lines',
  noLines: 'The statement has no lines under its header row',
  tooManyLines: `A statement can have at most ${BANK_LIMITS.lines.toLocaleString('en-IN')} lines; split it by period`,
  mappingLength: 'The mapping must name one field (or none) for each column of the header row',
  mappingTwice: (field: string) => `Only one column can be the ${field}`,
  needDate: 'Choose the column that holds the date',
  needNarration: 'Choose the column that holds the narration',
  needAmount: 'Choose the debit and credit columns, or one amount column',
  amountAndSides: 'Choose either the debit and credit columns or one amount column, not both',
  drCrWithoutAmount: 'A Dr / Cr column goes with one amount column',
  badDate: (text: string) => `'${text}' is not a date (dd/mm/yyyy, dd-mm-yyyy, dd/mm/yy or dd-MMM-yy)`,
  badValueDate: (text: string) => `The value date '${text}' is not a date`,
  badAmount: (text: string) => `'${text}' is not an amount`,
  badBalance: (text: string) => `The balance '${text}' is not an amount`,
  noAmount: 'No amount: neither a debit nor a credit',
  bothSides: 'Both a debit and a credit on one line: split it into two lines',
  badDrCr: (text: string) => `'${text}' is neither Dr nor Cr`,
  balanceMismatch: (expected: string, found: string) =>
    `The balance ₹${found} does not follow from the line before (₹${expected} expected)`,
  otherAccount: (found: string, chosen: string) =>
    `The statement is of an account ending ${found}; the account chosen ends ${chosen}`,
  otherBank: (found: string, chosen: string) =>
    `This looks like a ${found} statement; the account chosen is with ${chosen}`,
  nothingToImport: 'No line of this statement can be imported: see the problems listed',
  imported: (imported: number, duplicates: number, mismatches: number) =>
    `${imported} imported, ${duplicates} already imported, ${mismatches} balance mismatches`,
} as const;

const Name = v.pipe(
  v.string(BANK_MESSAGES.nameRequired),
  v.trim(),
  v.minLength(1, BANK_MESSAGES.nameRequired),
  v.maxLength(BANK_LIMITS.name, BANK_MESSAGES.nameTooLong),
);

export const BankAccountBody = v.object({
  name: Name,
  bank: v.picklist(BANKS, BANK_MESSAGES.bankRequired),
  last4: v.pipe(v.string(BANK_MESSAGES.last4), v.trim(), v.regex(/^\d{4}$/, BANK_MESSAGES.last4)),
  archived: v.optional(v.boolean(), false),
});
export type BankAccountBody = v.InferOutput<typeof BankAccountBody>;

export const BankAccountSchema = v.object({
  id: v.string(),
  name: v.string(),
  bank: v.picklist(BANKS),
  last4: v.string(),
  archived: v.boolean(),
  /** Statement lines imported into it (an account with lines is archived, never deleted). */
  lines: v.number(),
  createdAt: v.string(),
});
export type BankAccount = v.InferOutput<typeof BankAccountSchema>;
export const BankAccountListSchema = v.object({ accounts: v.array(BankAccountSchema) });
export const BankAccountAnswerSchema = v.object({ account: BankAccountSchema });
export const BankAccountDeleteSchema = v.object({ deleted: v.boolean(), archived: v.boolean() });

/** A line as the preview shows it, read under the mapping. */
export const StatementPreviewLineSchema = v.object({
  /** The row of the file (as a spreadsheet numbers it). */
  row: v.number(),
  date: v.nullable(v.string()),
  valueDate: v.nullable(v.string()),
  narration: v.string(),
  reference: v.nullable(v.string()),
  debit: v.nullable(MoneySchema),
  credit: v.nullable(MoneySchema),
  balance: v.nullable(MoneySchema),
  /** Imported before into the account chosen (same date, amount, reference and balance). */
  duplicate: v.boolean(),
  balanceMismatch: v.boolean(),
  /** Why the line cannot be imported; null when it can. */
  error: v.nullable(v.string()),
});
export type StatementPreviewLine = v.InferOutput<typeof StatementPreviewLineSchema>;

export const STATEMENT_PROBLEM_KINDS = ['error', 'warning'] as const;
/** An error keeps its line out; a warning (a balance that does not add up) is imported, flagged. */
export const StatementProblemSchema = v.object({
  /** The file's row, or null for the statement as a whole. */
  row: v.nullable(v.number()),
  kind: v.picklist(STATEMENT_PROBLEM_KINDS),
  message: v.string(),
});
export type StatementProblem = v.InferOutput<typeof StatementProblemSchema>;

export const StatementPreviewSchema = v.object({
  previewId: v.string(),
  filename: v.string(),
  layout: v.picklist(STATEMENT_LAYOUTS),
  /** The header row's labels, in order, and the row it is on. */
  columns: v.array(v.string()),
  headerRow: v.number(),
  mapping: StatementMapping,
  /** The first lines, as read. */
  rows: v.array(StatementPreviewLineSchema),
  /** Every problem, up to BANK_LIMITS.problems (`problemCount` says how many in all). */
  problems: v.array(StatementProblemSchema),
  problemCount: v.number(),
  /** The lines listed newest first in the file (read and checked oldest first). */
  newestFirst: v.boolean(),
  /** The account's last 4 digits as the banner rows give them, when they do. */
  accountLast4: v.nullable(v.string()),
  summary: v.object({
    lines: v.number(),
    /** Lines that can be imported (no error). */
    valid: v.number(),
    errors: v.number(),
    duplicates: v.number(),
    balanceMismatches: v.number(),
    credits: v.number(),
    debits: v.number(),
    creditTotal: MoneySchema,
    debitTotal: MoneySchema,
    from: v.nullable(v.string()),
    to: v.nullable(v.string()),
  }),
});
export type StatementPreview = v.InferOutput<typeof StatementPreviewSchema>;

/** The preview's query: the account it is for, when chosen (to count lines imported before). */
export const StatementPreviewQuery = v.object({ bankAccountId: v.optional(Uuid) });
export type StatementPreviewQuery = v.InferOutput<typeof StatementPreviewQuery>;

export const StatementRemapBody = v.object({
  previewId: Uuid,
  mapping: StatementMapping,
  bankAccountId: v.optional(v.nullable(Uuid), null),
});
export type StatementRemapBody = v.InferOutput<typeof StatementRemapBody>;

export const StatementCommitBody = v.object({
  previewId: Uuid,
  /** The columns as chosen in the preview; omitted: the preview's own mapping. */
  mapping: v.optional(StatementMapping),
  bankAccountId: v.pipe(v.string(BANK_MESSAGES.chooseAccount), v.uuid(BANK_MESSAGES.chooseAccount)),
});
export type StatementCommitBody = v.InferOutput<typeof StatementCommitBody>;

export const StatementCommitResultSchema = v.object({
  importId: v.string(),
  /** New lines stored; lines imported before (left as they were); lines with an error, left out. */
  imported: v.number(),
  duplicates: v.number(),
  skipped: v.number(),
  balanceMismatches: v.number(),
  /** Of the new credits, those the matcher matched at once (strong) and those it suggested. */
  matched: v.number(),
  suggested: v.number(),
});
export type StatementCommitResult = v.InferOutput<typeof StatementCommitResultSchema>;

export const StatementImportsQuery = v.object({ bankAccountId: v.optional(Uuid) });
export type StatementImportsQuery = v.InferOutput<typeof StatementImportsQuery>;

export const StatementImportRowSchema = v.object({
  id: v.string(),
  bankAccountId: v.string(),
  bankAccountName: v.string(),
  fileName: v.string(),
  layout: v.string(),
  rows: v.number(),
  imported: v.number(),
  duplicates: v.number(),
  balanceMismatches: v.number(),
  from: v.nullable(v.string()),
  to: v.nullable(v.string()),
  createdBy: v.nullable(v.string()),
  createdAt: v.string(),
});
export type StatementImportRow = v.InferOutput<typeof StatementImportRowSchema>;
export const StatementImportListSchema = v.object({ imports: v.array(StatementImportRowSchema) });
