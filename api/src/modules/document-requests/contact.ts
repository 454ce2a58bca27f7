// The contact a request is chased with: among the client's contacts with portal access (invited,
// not revoked, still on the compliance profile), the profile's primary one, else the first by
// e-mail. Their phone (for WhatsApp) comes from the profile, which keeps the contact's details.
import type { ComplianceContact } from '@practice-desk/contracts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { clientCompliance, portalContacts } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import { stillAContact } from '../portal/visible-clients';

export interface RequestContact {
  name: string;
  email: string;
  phone: string;
}

export async function requestContact(db: TenantDb, clientId: string): Promise<RequestContact | null> {
  const rows = await db
    .select({ name: portalContacts.name, email: portalContacts.email, profile: clientCompliance.profile })
    .from(portalContacts)
    .innerJoin(clientCompliance, eq(clientCompliance.clientId, portalContacts.clientId))
    .where(and(eq(portalContacts.clientId, clientId), isNull(portalContacts.revokedAt), stillAContact))
    .orderBy(asc(portalContacts.email));
  if (rows.length === 0) return null;
  const details = (email: string): ComplianceContact | undefined =>
    (rows[0]?.profile.contacts ?? []).find((c) => c.email.toLowerCase() === email);
  const chosen = rows.find((row) => details(row.email)?.primary) ?? rows[0];
  if (!chosen) return null;
  return { name: chosen.name, email: chosen.email, phone: details(chosen.email)?.phone ?? '' };
}
