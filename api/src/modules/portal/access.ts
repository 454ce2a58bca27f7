// Staff's side of portal access (Admin and Team Leader, any client of the practice; a Team Member
// neither invites nor revokes): invite a contact by e-mail (an address the client's compliance
// profile does not list yet is added to it as a contact), list who has access with their open
// sessions, and take access away (which also ends that address's open sessions in the practice).
import {
  type ComplianceContact,
  PORTAL_MESSAGES,
  type PortalContactRow,
  type PortalInviteBody,
} from '@practice-desk/contracts';
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import { clientCompliance, clients, organisations, portalContacts, portalSessions } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Conflict, NotFound } from '../../lib/errors';
import { PORTAL_INVITE_DAYS } from './mails';
import { createPortalLink } from './sign-in';
import { stillAContact } from './visible-clients';

const nowOf = (ctx: ServiceContext) => ctx.now ?? new Date();

/** The contacts of a client's profile with this address added when missing. */
function withContact(contacts: ComplianceContact[], email: string, name: string | undefined) {
  const known = contacts.find((c) => c.email.toLowerCase() === email);
  if (known) return { contacts, name: known.name };
  const added = {
    name: name || email.split('@')[0] || email,
    role: '',
    email,
    phone: '',
    primary: contacts.length === 0,
  };
  return { contacts: [...contacts, added], name: added.name };
}

/** Invites `email` to the client's portal; answers the contact, its sign-in token and the names the
 * mail needs. */
export async function inviteContact(ctx: ServiceContext, clientId: string, body: PortalInviteBody) {
  const now = nowOf(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ clientName: clients.name, profile: clientCompliance.profile })
      .from(clients)
      .leftJoin(clientCompliance, eq(clientCompliance.clientId, clients.id))
      .where(eq(clients.id, clientId));
    if (!row) throw new NotFound(PORTAL_MESSAGES.clientNotFound);
    if (!row.profile) throw new Conflict(PORTAL_MESSAGES.noProfile);
    const { contacts, name } = withContact(row.profile.contacts ?? [], body.email, body.name);
    if (contacts !== row.profile.contacts)
      await tx
        .update(clientCompliance)
        .set({ profile: { ...row.profile, contacts }, updatedAt: now })
        .where(eq(clientCompliance.clientId, clientId));
    const [contact] = await tx
      .insert(portalContacts)
      .values({ orgId: ctx.orgId, clientId, email: body.email, name, invitedBy: ctx.user.id, invitedAt: now })
      .onConflictDoUpdate({
        target: [portalContacts.orgId, portalContacts.clientId, portalContacts.email],
        set: { name, invitedBy: ctx.user.id, invitedAt: now, revokedAt: null },
      })
      .returning({ id: portalContacts.id });
    const [practice] = await tx
      .select({ name: organisations.name })
      .from(organisations)
      .where(eq(organisations.id, ctx.orgId));
    const token = await createPortalLink(tx, body.email, now, PORTAL_INVITE_DAYS * 24 * 60);
    const [listed] = await accessRows(tx, clientId, now, (contact as { id: string }).id);
    return {
      contact: listed as PortalContactRow,
      token,
      clientName: row.clientName,
      practiceName: practice?.name ?? '',
    };
  });
}

async function accessRows(
  db: TenantDb,
  clientId: string,
  now: Date,
  contactId?: string,
): Promise<PortalContactRow[]> {
  // A contact since removed from the profile has no access left to list (visible-clients.ts).
  const contacts = await db
    .select({
      id: portalContacts.id,
      clientId: portalContacts.clientId,
      name: portalContacts.name,
      email: portalContacts.email,
      invitedAt: portalContacts.invitedAt,
    })
    .from(portalContacts)
    .innerJoin(clientCompliance, eq(clientCompliance.clientId, portalContacts.clientId))
    .where(
      and(
        eq(portalContacts.clientId, clientId),
        isNull(portalContacts.revokedAt),
        stillAContact,
        ...(contactId ? [eq(portalContacts.id, contactId)] : []),
      ),
    )
    .orderBy(asc(portalContacts.email));
  const emails = contacts.map((c) => c.email);
  const sessions = emails.length
    ? await db
        .select()
        .from(portalSessions)
        .where(
          and(
            inArray(portalSessions.email, emails),
            isNull(portalSessions.revokedAt),
            gt(portalSessions.expiresAt, now),
          ),
        )
        .orderBy(asc(portalSessions.createdAt))
    : [];
  return contacts.map((c) => ({
    id: c.id,
    clientId: c.clientId,
    name: c.name,
    email: c.email,
    invitedAt: c.invitedAt.toISOString(),
    sessions: sessions
      .filter((s) => s.email === c.email)
      .map((s) => ({
        id: s.id,
        createdAt: s.createdAt.toISOString(),
        lastUsedAt: s.lastUsedAt.toISOString(),
        expiresAt: s.expiresAt.toISOString(),
        ip: s.ip,
      })),
  }));
}

async function assertClient(ctx: ServiceContext, clientId: string) {
  const [client] = await ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId));
  if (!client) throw new NotFound(PORTAL_MESSAGES.clientNotFound);
}

export async function listPortalAccess(ctx: ServiceContext, clientId: string) {
  await assertClient(ctx, clientId);
  return accessRows(ctx.db, clientId, nowOf(ctx));
}

/** Takes the contact's access to this client away and ends the address's open sessions. */
export async function revokePortalAccess(ctx: ServiceContext, clientId: string, contactId: string) {
  const now = nowOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const [contact] = await tx
      .update(portalContacts)
      .set({ revokedAt: now })
      .where(
        and(
          eq(portalContacts.id, contactId),
          eq(portalContacts.clientId, clientId),
          isNull(portalContacts.revokedAt),
        ),
      )
      .returning({ email: portalContacts.email });
    if (!contact) throw new NotFound(PORTAL_MESSAGES.contactNotFound);
    await tx
      .update(portalSessions)
      .set({ revokedAt: now })
      .where(and(eq(portalSessions.email, contact.email), isNull(portalSessions.revokedAt)));
  });
}
