// Which tables a practice's export carries, read from the database itself: every table with an
// `org_id` (and the practice's own row in `organisations`), less the few named below with why, in
// an order where each table comes after the tables it refers to, so an import inserts them so.
// A table added later is carried without a change here; tables.test.ts makes sure it has a title.
import { sql } from 'drizzle-orm';
import { type Execute, rowsOf } from './raw-rows';

/** Tables of the practice that stay behind, and tables that are no practice's. */
export const NOT_TRANSFERRED: Record<string, string> = {
  refresh_tokens: 'sign-in sessions: everyone signs in again on the new server',
  one_time_tokens:
    'single-use links (invitations, password resets) pointing at this server; resend them there',
  pending_imports: 'uploads previewed but never committed; they expire within the hour',
  bank_statement_previews: 'bank statements previewed but never committed; they expire within the hour',
  signing_certificates:
    'the signing key and its password, sealed with this server’s own key: upload the certificate again',
  rate_limit_hits: 'counters of an address, not a practice',
  scheduled_jobs: 'the server’s own job schedule, not a practice’s',
  portal_links: 'clients’ single-use portal sign-in links pointing at this server; they last minutes',
  portal_sessions: 'clients’ portal sign-ins: contacts sign in again on the new server',
};

/** What a person calls each carried table: the name of its spreadsheet. */
export const SHEET_TITLES: Record<string, string> = {
  organisations: 'Practice',
  users: 'Users',
  statuses: 'Statuses',
  priorities: 'Priorities',
  preferences: 'Preferences',
  invoice_settings: 'Invoice settings',
  reminder_schedules: 'Reminder schedules',
  scheduled_job_failures: 'Scheduled job failures',
  scheduled_job_practice_runs: 'Scheduled job runs',
  clients: 'Clients',
  client_compliance: 'Client compliance',
  task_templates: 'Task templates',
  template_sub_tasks: 'Template sub-tasks',
  client_template_fees: 'Client fees',
  import_batches: 'Task imports',
  tasks: 'Tasks',
  time_entries: 'Time entries',
  comments: 'Comments',
  notifications: 'Notifications',
  timers: 'Timers',
  task_write_offs: 'Write-offs',
  unbilled_notices: 'Unbilled notices',
  task_tallies: 'Task tallies',
  day_ends: 'Day ends',
  day_end_events: 'Day end events',
  stored_files: 'Stored files',
  stored_file_chunks: 'Stored file chunks',
  compliance_items: 'Compliance items',
  compliance_extensions: 'Compliance extensions',
  gstr1_filings: 'GSTR-1 filings',
  invoice_sequences: 'Invoice series',
  invoices: 'Invoices',
  invoice_lines: 'Invoice lines',
  payments: 'Payments and receipts',
  receipt_sequences: 'Receipt series',
  invoice_reminders: 'Invoice reminders',
  credit_note_sequences: 'Credit note series',
  credit_notes: 'Credit notes',
  advance_sequences: 'Advance series',
  advances: 'Advances',
  advance_adjustments: 'Advance adjustments',
  retainers: 'Retainers',
  retainer_invoices: 'Retainer invoices',
  udin_documents: 'UDIN register',
  dsc_certificates: 'DSC register',
  dsc_movements: 'DSC movements',
  portal_contacts: 'Portal contacts',
  document_requests: 'Document requests',
  document_request_items: 'Document request items',
  document_request_files: 'Document request files',
  document_request_reminders: 'Document request reminders',
  request_templates: 'Request templates',
  payment_notices: 'Payment notices',
  bank_accounts: 'Bank accounts',
  bank_statement_imports: 'Bank statement imports',
  bank_statement_lines: 'Bank statement lines',
  bank_line_matches: 'Bank line matches',
  bank_line_candidates: 'Bank match suggestions',
  bank_aliases: 'Bank narration aliases',
  holidays: 'Holidays',
  leave_days: 'Leave',
  audit_log: 'Audit trail',
};

/** Tables whose bytes are shown as files under documents/, not as a spreadsheet. */
export const NO_SHEET = new Set(['stored_file_chunks']);

export interface TransferColumn {
  name: string;
  type: string;
  /** Made by the database on insert (an identity or a generated column): never written. */
  generated: boolean;
}

export interface TransferTable {
  name: string;
  columns: TransferColumn[];
  /** The primary key: the pages are read in its order. */
  key: string[];
}

/** The carried tables, each after the tables it refers to (then by name). */
export async function transferTables(execute: Execute): Promise<TransferTable[]> {
  const columns = rowsOf<{ table: string; name: string; type: string; generated: boolean }>(
    await execute(sql`select c.table_name as "table", c.column_name as name, c.udt_name as type,
        (c.is_identity = 'YES' or c.is_generated <> 'NEVER') as generated
      from information_schema.columns c
      join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      order by c.table_name, c.ordinal_position`),
  );
  const keys = rowsOf<{ table: string; column: string }>(
    await execute(sql`select cl.relname as "table", a.attname as "column"
      from pg_index i
      join pg_class cl on cl.oid = i.indrelid
      join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
      cross join lateral unnest(i.indkey) with ordinality as k(attnum, place)
      join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indisprimary order by cl.relname, k.place`),
  );
  const references = rowsOf<{ table: string; refers: string }>(
    await execute(sql`select distinct cl.relname as "table", ref.relname as refers
      from pg_constraint c
      join pg_class cl on cl.oid = c.conrelid
      join pg_class ref on ref.oid = c.confrelid
      join pg_namespace n on n.oid = cl.relnamespace and n.nspname = 'public'
      where c.contype = 'f' and c.conrelid <> c.confrelid`),
  );
  const tables = new Map<string, TransferTable>();
  for (const column of columns) {
    let table = tables.get(column.table);
    if (!table) {
      table = { name: column.table, columns: [], key: [] };
      tables.set(column.table, table);
    }
    table.columns.push({ name: column.name, type: column.type, generated: column.generated });
  }
  for (const { table, column } of keys) tables.get(table)?.key.push(column);
  const carried = [...tables.values()].filter(
    (table) =>
      !(table.name in NOT_TRANSFERRED) &&
      (table.name === 'organisations' || table.columns.some((c) => c.name === 'org_id')),
  );
  return inDependencyOrder(carried, references);
}

/** Tables ordered so each follows those it refers to; ties (and any cycle) by name. */
function inDependencyOrder(
  tables: TransferTable[],
  references: { table: string; refers: string }[],
): TransferTable[] {
  const names = new Set(tables.map((t) => t.name));
  const waitsFor = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const { table, refers } of references)
    if (names.has(table) && names.has(refers)) waitsFor.get(table)?.add(refers);
  const ordered: TransferTable[] = [];
  const left = [...tables].sort((a, b) => a.name.localeCompare(b.name));
  while (left.length > 0) {
    const done = new Set(ordered.map((t) => t.name));
    const next = left.findIndex((t) => [...(waitsFor.get(t.name) ?? [])].every((name) => done.has(name)));
    const [table] = left.splice(next < 0 ? 0 : next, 1);
    if (table) ordered.push(table);
  }
  return ordered;
}

/** The condition that picks the practice's rows of a table, `r` being the table. */
export const practiceColumn = (table: TransferTable) => (table.name === 'organisations' ? 'id' : 'org_id');
