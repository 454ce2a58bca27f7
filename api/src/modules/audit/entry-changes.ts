// An entry's changed fields, whichever shape the trigger stored them in: an update's (and any entry
// written before 0025_audit-compact) as {field: {old, new}}; a create's or delete's as the record's
// row in `snapshot`, read here as the fields it was given (create) or the values it had (delete).
// A null field was not given / had no value, and is left out, as the per-field shape left it out.
import type { AuditChanges, AuditSnapshot } from '../../db/schema';

interface StoredEntry {
  action: string;
  changes: AuditChanges;
  snapshot: AuditSnapshot | null;
}

export function auditChanges(entry: StoredEntry): AuditChanges {
  if (!entry.snapshot) return entry.changes;
  const deleted = entry.action === 'delete';
  const changes: AuditChanges = {};
  for (const [field, value] of Object.entries(entry.snapshot)) {
    if (value === null) continue;
    changes[field] = deleted ? { old: value, new: null } : { old: null, new: value };
  }
  return changes;
}
