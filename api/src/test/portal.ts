// Client-portal fixtures: a client whose compliance profile lists a contact, that contact invited
// by staff, and a portal session opened from the link mailed to them (read from the test SMTP
// server, as the contact would read it).
import { randomUUID } from 'node:crypto';
import { profileWith } from '@practice-desk/contracts/testing';
import type { TestApp } from './app';
import { type AuthHeaders, type ClientFields, createClient } from './factories';
import type { TestSmtp } from './smtp';

export const portalEmail = (who = 'contact') => `${who}-${randomUUID().slice(0, 8)}@client.example`;

/** A client with a saved compliance profile listing `emails` as its contacts (an Admin's headers:
 * the profile is theirs to save). */
export async function clientWithContacts(
  app: TestApp,
  headers: AuthHeaders,
  emails: string[],
  fields: ClientFields = {},
) {
  const client = await createClient(app, headers, fields);
  const contacts = emails.map((email, i) => ({
    name: `Contact ${i + 1}`,
    email,
    role: '',
    phone: '',
    primary: i === 0,
  }));
  const { gstin: _gstin, ...profile } = profileWith({ contacts });
  const res = await app.inject({
    method: 'PUT',
    url: `/api/clients/${client.id}/compliance`,
    headers,
    payload: { ...profile, gstin: '' },
  });
  if (res.statusCode !== 200) throw new Error(`profile save answered ${res.statusCode}: ${res.body}`);
  return client;
}

export async function invite(app: TestApp, headers: AuthHeaders, clientId: string, email: string) {
  return app.inject({
    method: 'POST',
    url: `/api/clients/${clientId}/portal-invites`,
    headers,
    payload: { email },
  });
}

/** The token of the newest portal link mailed to `email`. */
export function linkTokenMailedTo(smtp: TestSmtp, email: string): string {
  const mail = smtp.messages.filter((m) => JSON.stringify(m.to ?? '').includes(email)).at(-1);
  return mail?.text?.match(/\/portal\/sign-in#token=([\w-]+)/)?.[1] ?? '';
}

export async function verify(app: TestApp, token: string) {
  return app.inject({ method: 'POST', url: '/api/portal/auth/verify', payload: { token } });
}

/** Asks for a sign-in link as the contact would, and opens a session from the mailed link. */
export async function portalSignIn(app: TestApp, smtp: TestSmtp, email: string) {
  await app.inject({ method: 'POST', url: '/api/portal/auth/link', payload: { email } });
  await app.backgroundSettled();
  const res = await verify(app, linkTokenMailedTo(smtp, email));
  if (res.statusCode !== 200) throw new Error(`portal verify answered ${res.statusCode}: ${res.body}`);
  const token = res.json().data.token as string;
  return { token, headers: { authorization: `Portal ${token}` } };
}

/** An invited contact of a new client, signed in to the portal. */
export async function invitedContact(
  app: TestApp,
  smtp: TestSmtp,
  staff: AuthHeaders,
  email = portalEmail(),
  /** The client's own fields: a state, say, for invoicing it. */
  fields: ClientFields = {},
) {
  const client = await clientWithContacts(app, staff, [email], fields);
  const res = await invite(app, staff, client.id, email);
  if (res.statusCode !== 201) throw new Error(`invite answered ${res.statusCode}: ${res.body}`);
  const session = await portalSignIn(app, smtp, email);
  return { client, email, contactId: res.json().data.contact.id as string, ...session };
}
