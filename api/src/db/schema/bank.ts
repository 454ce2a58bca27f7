// Bank statements in, matched to invoices (issue 37): the practice's bank accounts, each imported
// statement, its lines (a line already imported is never imported twice: its dedupe key is unique
// per account), the matcher's suggestions for a line, what accepting a line created (so undo removes
// exactly that), and the words in narrations learnt to name a client. Money is integer paise.
import { BANKS } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advances } from './advances';
import { clients } from './clients';
import { bytea, createdAt, id } from './columns';
import { invoices, payments } from './invoicing';
import { organisations } from './organisations';
import { users } from './users';

export const BANK_LINE_STATUSES = ['unmatched', 'suggested', 'matched', 'ignored', 'advance'] as const;
export type BankLineStatus = (typeof BANK_LINE_STATUSES)[number];

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** What the practice calls it: 'HDFC current'. */
    name: text('name').notNull(),
    bank: text('bank', { enum: BANKS }).notNull(),
    /** The account number's last four digits, to tell two accounts of one bank apart. */
    last4: text('last4').notNull(),
    archived: boolean('archived').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_accounts_org_name_unique').on(t.orgId, t.name),
    check('bank_accounts_bank_check', sql`${t.bank} IN ('SBI', 'HDFC', 'ICICI', 'AXIS', 'KOTAK', 'OTHER')`),
    check('bank_accounts_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const bankStatementImports = pgTable(
  'bank_statement_imports',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    fileName: text('file_name').notNull(),
    /** The bank whose layout was recognised ('HDFC'), or 'custom' when the columns were chosen by hand. */
    layout: text('layout').notNull(),
    /** Statement lines in the file; of them imported (new) and duplicates (imported before). */
    rows: integer('rows').notNull(),
    imported: integer('imported').notNull(),
    duplicates: integer('duplicates').notNull(),
    balanceMismatches: integer('balance_mismatches').notNull().default(0),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('bank_statement_imports_org_created_idx').on(t.orgId, t.createdAt.desc())],
);

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    importId: uuid('import_id')
      .notNull()
      .references(() => bankStatementImports.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }),
    narration: text('narration').notNull(),
    reference: text('reference'),
    debitPaise: bigint('debit_paise', { mode: 'number' }).notNull().default(0),
    creditPaise: bigint('credit_paise', { mode: 'number' }).notNull().default(0),
    balancePaise: bigint('balance_paise', { mode: 'number' }),
    /** The running balance does not add up at this line (previous balance + credit - debit). */
    balanceMismatch: boolean('balance_mismatch').notNull().default(false),
    /** date|amount|reference|balance: the same line in a later statement has the same key. */
    dedupeKey: text('dedupe_key').notNull(),
    /** The line's place in its statement, oldest first (a newest-first download is counted from its
     * end): same-day lines are listed in the bank's order, not the database's. */
    position: integer('position').notNull().default(0),
    status: text('status', { enum: BANK_LINE_STATUSES }).notNull().default('unmatched'),
    ignoreReason: text('ignore_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_dedupe_unique').on(t.orgId, t.bankAccountId, t.dedupeKey),
    index('bank_statement_lines_org_status_date_idx').on(t.orgId, t.status, t.date),
    index('bank_statement_lines_account_date_idx').on(t.orgId, t.bankAccountId, t.date),
    index('bank_statement_lines_import_idx').on(t.importId),
    check(
      'bank_statement_lines_amount_check',
      sql`(${t.debitPaise} > 0 and ${t.creditPaise} = 0) or (${t.creditPaise} > 0 and ${t.debitPaise} = 0)`,
    ),
    check(
      'bank_statement_lines_status_check',
      sql`${t.status} IN ('unmatched', 'suggested', 'matched', 'ignored', 'advance')`,
    ),
  ],
);

/** What accepting a line created: one row per payment (or advance), so undo removes exactly them. */
export const bankLineMatches = pgTable(
  'bank_line_matches',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    lineId: uuid('line_id')
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'cascade' }),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'set null' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    advanceId: uuid('advance_id').references(() => advances.id, { onDelete: 'set null' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('bank_line_matches_line_idx').on(t.lineId),
    index('bank_line_matches_payment_idx').on(t.paymentId),
    index('bank_line_matches_advance_idx').on(t.advanceId),
  ],
);

export const BANK_CANDIDATE_KINDS = ['invoice', 'invoices', 'advance'] as const;

/** The matcher's suggestions for a line, best first; recomputed on demand. */
export const bankLineCandidates = pgTable(
  'bank_line_candidates',
  {
    lineId: uuid('line_id')
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'cascade' }),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    kind: text('kind', { enum: BANK_CANDIDATE_KINDS }).notNull(),
    /** The invoices it pays (one, or several of one client); none for an advance. */
    invoiceIds: jsonb('invoice_ids').$type<string[]>().notNull().default([]),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    amountPaise: bigint('amount_paise', { mode: 'number' }).notNull(),
    tdsPaise: bigint('tds_paise', { mode: 'number' }).notNull().default(0),
    /** The TDS rate it assumes, in basis points: 0, 1000 (10%), 200 (2%) or 100 (1%). */
    tdsRateBp: integer('tds_rate_bp').notNull().default(0),
    strong: boolean('strong').notNull().default(false),
    reason: text('reason').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lineId, t.rank] }),
    index('bank_line_candidates_org_idx').on(t.orgId),
    check('bank_line_candidates_kind_check', sql`${t.kind} IN ('invoice', 'invoices', 'advance')`),
  ],
);

/** Words of a narration learnt (on accept) to name a client: upper case, single spaces. */
export const bankAliases = pgTable(
  'bank_aliases',
  {
    id: id(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    words: text('words').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_aliases_org_words_unique').on(t.orgId, t.words),
    index('bank_aliases_client_idx').on(t.orgId, t.clientId),
  ],
);

/** A statement previewed and not yet committed (like `pending_imports` of the task import, kept
 * apart so a task import's commit can never take a statement's preview, nor the other way round). */
export const bankStatementPreviews = pgTable(
  'bank_statement_previews',
  {
    token: uuid('token').primaryKey().defaultRandom(),
    orgId: uuid('org_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    /** The bank whose layout was recognised, or 'custom'. */
    layout: text('layout').notNull(),
    /** The header row's labels, as the file has them. */
    columns: jsonb('columns').$type<string[]>().notNull(),
    /** The lines below the header as text cells in column order: gzipped JSON. */
    rows: bytea('rows').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('bank_statement_previews_expires_idx').on(t.expiresAt)],
);
