// Which clients an e-mail address may see in the portal of one practice: those it was invited to
// and not revoked from, that are active, and whose compliance profile still lists the address as a
// contact. Removing the contact from the profile ends its access at the next request.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { clientCompliance, clients, portalContacts } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

export interface VisibleClient {
  clientId: string;
  clientName: string;
  /** The portal contact row of this address for this client: the audit trail's actor. */
  contactId: string;
  contactName: string;
}

/** The profile still names the address among its contacts (compared in lower case). */
export const stillAContact = sql`exists (select 1 from jsonb_array_elements(${clientCompliance.profile}->'contacts') as contact
  where lower(contact->>'email') = ${portalContacts.email})`;

export async function visibleClients(db: TenantDb, email: string): Promise<VisibleClient[]> {
  return db
    .select({
      clientId: clients.id,
      clientName: clients.name,
      contactId: portalContacts.id,
      contactName: portalContacts.name,
    })
    .from(portalContacts)
    .innerJoin(clients, eq(clients.id, portalContacts.clientId))
    .innerJoin(clientCompliance, eq(clientCompliance.clientId, portalContacts.clientId))
    .where(
      and(
        eq(portalContacts.email, email),
        isNull(portalContacts.revokedAt),
        eq(clients.isActive, true),
        stillAContact,
      ),
    )
    .orderBy(clients.name);
}
