// The client portal's sign-in and access: a client contact is invited by e-mail, signs in with a
// single-use link (no password) and holds a portal session of its own kind, which only
// /api/portal/* accepts. Staff list and revoke each client's portal access.
import * as v from 'valibot';
import { Email, Uuid } from './common';

export const PORTAL_LIMITS = {
  /** A mailed sign-in link works once, within this many minutes. */
  linkMinutes: 15,
  /** A portal session lasts this long after its last use. */
  sessionDays: 30,
  /** Sign-in link requests per minute, per address and per IP. */
  linkRequestsPerMinute: 5,
} as const;

/** The header a portal call carries its session in: `Authorization: Portal <token>`. */
export const PORTAL_AUTH_SCHEME = 'Portal';

export const PORTAL_MESSAGES = {
  invited: 'Invitation sent',
  linkSent:
    'If this address may use the client portal, a sign-in link is on its way. It works once, for 15 minutes.',
  linkInvalid: 'This sign-in link has expired or was already used. Ask for a new one.',
  sessionExpired: 'Your portal session has ended. Sign in again.',
  tooManyLinks: 'Too many sign-in links asked for. Please wait a minute and try again.',
  signedOut: 'Signed out',
  accessRevoked: 'Portal access removed',
  noProfile: "Save the client's compliance profile before inviting its contacts to the portal",
  contactNotFound: 'Portal contact not found',
  clientNotFound: 'Client not found',
} as const;

export const PortalInviteBody = v.object({
  email: Email,
  /** The contact's name when the address is new to the client's profile; else the profile's. */
  name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120))),
});
export type PortalInviteBody = v.InferOutput<typeof PortalInviteBody>;

export const PortalLinkBody = v.object({ email: Email });
export const PortalVerifyBody = v.object({ token: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) });

export const ClientContactParams = v.object({ id: Uuid, contactId: Uuid });

export const PortalSessionRowSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.string(),
  expiresAt: v.string(),
  ip: v.nullable(v.string()),
});

export const PortalContactRowSchema = v.object({
  id: v.string(),
  clientId: v.string(),
  name: v.string(),
  email: v.string(),
  invitedAt: v.string(),
  /** Open sessions of this address in the practice (one address may see several clients). */
  sessions: v.array(PortalSessionRowSchema),
});
export type PortalContactRow = v.InferOutput<typeof PortalContactRowSchema>;
export const PortalAccessSchema = v.object({ contacts: v.array(PortalContactRowSchema) });
export const PortalContactAnswerSchema = v.object({ contact: PortalContactRowSchema });

export const PortalSessionAnswerSchema = v.object({
  token: v.string(),
  expiresAt: v.string(),
});

export const PortalClientSchema = v.object({ id: v.string(), name: v.string() });
export const PortalMeSchema = v.object({
  email: v.string(),
  name: v.string(),
  practiceName: v.string(),
  clients: v.array(PortalClientSchema),
});
export type PortalMe = v.InferOutput<typeof PortalMeSchema>;
