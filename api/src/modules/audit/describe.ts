// Audit entries as people read them: field names in words, people, statuses and clients by name
// (looked up once per page, current names), money in rupees, times in the practice's zone.
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type AuditChangeRow,
  type AuditEntryRow,
  auditFieldLabel,
  formatIndianPaise,
  shownInvoiceNumber,
} from '@practice-desk/contracts';
import { inArray } from 'drizzle-orm';
import { type AuditChanges, clients, invoices, priorities, statuses, tasks, users } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { auditChanges } from './entry-changes';
import type { AuditRecord } from './queries';

type Kind = 'person' | 'status' | 'priority' | 'client' | 'task' | 'invoice';

/** Columns that hold another record's id, and what that record is. */
const REFERENCES: Record<string, Kind> = {
  allotted_to: 'person',
  team_leader: 'person',
  help_required_user: 'person',
  created_by: 'person',
  deleted_by: 'person',
  user_id: 'person',
  default_assignee_id: 'person',
  status_id: 'status',
  priority_id: 'priority',
  default_priority_id: 'priority',
  client_id: 'client',
  task_id: 'task',
  invoice_id: 'invoice',
};

type Names = Map<string, string>;

/** The names of every record the page's changes point at, by id. */
async function namesOf(db: TenantDb, changesOf: AuditChanges[]): Promise<Names> {
  const ids: Record<Kind, Set<string>> = {
    person: new Set(),
    status: new Set(),
    priority: new Set(),
    client: new Set(),
    task: new Set(),
    invoice: new Set(),
  };
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

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function asText(field: string, value: unknown, names: Names, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (field.endsWith('_paise')) return `₹${formatIndianPaise(value)}`;
    if (field.endsWith('_bp')) return `${value / 100}%`;
    return String(value);
  }
  if (typeof value === 'string') {
    if (REFERENCES[field]) return names.get(value) ?? value;
    if (TIMESTAMP.test(value)) return formatTime(new Date(value), timeZone);
    return value;
  }
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

/** 2026-11-26 14:05 in the practice's zone. */
export function formatTime(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

export async function describeEntries(
  db: TenantDb,
  records: AuditRecord[],
  timeZone: string,
): Promise<AuditEntryRow[]> {
  const changesOf = records.map(auditChanges);
  const names = await namesOf(db, changesOf);
  return records.map((record, i) => {
    const changes: AuditChangeRow[] = Object.entries(changesOf[i] ?? {})
      .map(([field, change]) => ({
        field,
        label: auditFieldLabel(field),
        old: asText(field, change.old, names, timeZone),
        new: asText(field, change.new, names, timeZone),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return {
      id: String(record.id),
      at: record.at.toISOString(),
      user: record.userId ? { id: record.userId, name: record.userName ?? '' } : null,
      entity: record.entity,
      entityLabel: AUDIT_ENTITIES[record.entity as keyof typeof AUDIT_ENTITIES] ?? record.entity,
      entityId: record.entityId,
      label: record.label,
      action: record.action,
      actionLabel: AUDIT_ACTIONS[record.action as keyof typeof AUDIT_ACTIONS] ?? record.action,
      changes,
      ip: record.ip,
      session: record.session,
    };
  });
}
