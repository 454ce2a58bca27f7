// Audit entries as people read them: field names in words, records named, people, statuses and
// clients by name (looked up once per page, current names); values as change-values.ts writes them.
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditChangeRow,
  type AuditEntryRow,
  auditFieldLabel,
  shownInvoiceNumber,
} from '@practice-desk/contracts';
import { inArray } from 'drizzle-orm';
import { type AuditChanges, clients, invoices, priorities, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { DateCell } from '../reports/workbook';
import { describeValue, type Names, type PracticeStyle, REFERENCES, type RecordKind } from './change-values';
import { auditChanges } from './entry-changes';
import type { AuditRecord } from './queries';

type Kind = RecordKind;

export interface DescribedChange extends AuditChangeRow {
  /** The old and new values when they are a date or a moment, for a spreadsheet's date cells. */
  oldDate: DateCell | null;
  newDate: DateCell | null;
}
export interface DescribedEntry extends Omit<AuditEntryRow, 'changes'> {
  changes: DescribedChange[];
}

/** The names of every record the page's changes (`changesOf[i]` is `records[i]`'s) point at, by id. */
async function namesOf(db: TenantDb, records: AuditRecord[], changesOf: AuditChanges[]): Promise<Names> {
  const ids: Record<Kind, Set<string>> = {
    person: new Set(),
    status: new Set(),
    priority: new Set(),
    client: new Set(),
    task: new Set(),
    invoice: new Set(),
  };
  for (const record of records)
    if (record.entity === 'client_compliance' && record.entityId) ids.client.add(record.entityId);
  for (const changes of changesOf) {
    for (const [field, change] of Object.entries(changes)) {
      const kind = REFERENCES[field];
      if (!kind) continue;
      for (const value of [change.old, change.new]) if (typeof value === 'string') ids[kind].add(value);
    }
  }
  const list = (kind: Kind) => [...ids[kind]];
  const lookups = await Promise.all([
    list('person').length
      ? db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(inArray(users.id, list('person')))
      : [],
    list('status').length
      ? db
          .select({ id: statuses.id, name: statuses.name })
          .from(statuses)
          .where(inArray(statuses.id, list('status')))
      : [],
    list('priority').length
      ? db
          .select({ id: priorities.id, name: priorities.name })
          .from(priorities)
          .where(inArray(priorities.id, list('priority')))
      : [],
    list('client').length
      ? db
          .select({ id: clients.id, name: clients.name })
          .from(clients)
          .where(inArray(clients.id, list('client')))
      : [],
    list('task').length
      ? db
          .select({ id: tasks.id, task: tasks.task, subTask: tasks.subTask })
          .from(tasks)
          .where(inArray(tasks.id, list('task')))
          .then((rows) =>
            rows.map((t) => ({ id: t.id, name: [t.task, t.subTask].filter(Boolean).join(' – ') })),
          )
      : [],
    list('invoice').length
      ? db
          .select({ id: invoices.id, number: invoices.invoiceNumber })
          .from(invoices)
          .where(inArray(invoices.id, list('invoice')))
          .then((rows) => rows.map((i) => ({ id: i.id, name: shownInvoiceNumber(i.number) })))
      : [],
  ]);
  return new Map(lookups.flat().map((row) => [row.id, row.name]));
}

/** Records kept one per practice (keyed by the practice's id): named by what they are. */
const ONE_PER_PRACTICE = new Set(['preferences', 'invoice_settings', 'reminder_schedules']);

function entityLabelOf(entity: string): string {
  return AUDIT_ENTITIES[entity as keyof typeof AUDIT_ENTITIES] ?? entity;
}

/** What people call the record: the name written with the entry; a practice's settings by what
 * they are; a compliance profile by its client's current name. */
function recordName(record: AuditRecord, names: Names): string | null {
  if (record.label) return record.label;
  if (ONE_PER_PRACTICE.has(record.entity)) return entityLabelOf(record.entity);
  if (record.entity === 'client_compliance' && record.entityId) return names.get(record.entityId) ?? null;
  return null;
}

/** The entries with each changed value both as text and, where it is a date, as one. */
export async function describeRecords(
  db: TenantDb,
  records: AuditRecord[],
  style: PracticeStyle,
): Promise<DescribedEntry[]> {
  const changesOf = records.map(auditChanges);
  const names = await namesOf(db, records, changesOf);
  return records.map((record, i) => {
    const changes: DescribedChange[] = Object.entries(changesOf[i] ?? {})
      .map(([field, change]) => {
        const old = describeValue(field, change.old, names, style);
        const now = describeValue(field, change.new, names, style);
        return {
          field,
          label: auditFieldLabel(field),
          old: old.text,
          new: now.text,
          oldDate: old.date,
          newDate: now.date,
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
    return {
      id: String(record.id),
      at: record.at.toISOString(),
      user: record.userId ? { id: record.userId, name: record.userName ?? '' } : null,
      entity: record.entity,
      entityLabel: entityLabelOf(record.entity),
      entityId: record.entityId,
      label: recordName(record, names),
      action: record.action,
      actionLabel: AUDIT_ACTIONS[record.action as keyof typeof AUDIT_ACTIONS] ?? record.action,
      changes,
      ip: record.ip,
      session: record.session,
    };
  });
}

/** The entries as the API answers them: text only. */
export async function describeEntries(
  db: TenantDb,
  records: AuditRecord[],
  style: PracticeStyle,
): Promise<AuditEntryRow[]> {
  return (await describeRecords(db, records, style)).map((entry) => ({
    ...entry,
    changes: entry.changes.map(({ field, label, old, new: now }) => ({ field, label, old, new: now })),
  }));
}
