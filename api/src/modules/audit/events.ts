// Events the tables' triggers cannot see: logins, failed logins, password changes, and an Admin
// taking the whole practice's data away (Export all data).
// Written by the caller in the transaction of what they record, when there is one.
//
// A failed sign-in with an address no practice has is deliberately not recorded. The trail is each
// practice's own (audit_log.org_id is required) and such an attempt belongs to none. A record kept
// for the whole deployment would add little: nobody in a practice may read it (there is no screen
// above the practices, by design); what it would hold is text strangers typed, often a real
// person's mistyped or harvested address, which is personal data we would then have to keep and
// protect; and a credential-stuffing run would grow it without bound. What such attempts need is
// already there: the sign-in limit per IP and per address (auth/limits.ts, counters shared by every
// instance) stops them, and the request log keeps each refused POST /auth/login with its IP.
import type { Actor } from '../../db/actor';
import { type AuditChanges, auditLog } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export type AuditEventAction =
  | 'login'
  | 'login_failed'
  | 'password_changed'
  | 'password_reset'
  | 'data_exported';

export interface AuditEvent {
  orgId: string;
  /** Who did it; null when no one is signed in (a failed login, a reset by e-mailed link). */
  actor: Actor | null;
  action: AuditEventAction;
  /** The person the event is about. */
  userId: string;
  /** Their e-mail, as the record's name in the log. */
  label: string;
  ip: string | null;
  changes?: AuditChanges;
}

/** Either handle: sign-in runs before a practice is known, so it writes through the raw one. */
export async function recordAuditEvent(db: Pick<TenantDb, 'insert'>, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    orgId: event.orgId,
    userId: event.actor?.userId ?? null,
    userName: event.actor?.name ?? null,
    ip: event.actor?.ip ?? event.ip,
    session: event.actor?.session ?? null,
    entity: 'users',
    entityId: event.userId,
    label: event.label,
    action: event.action,
    changes: event.changes ?? {},
  });
}
