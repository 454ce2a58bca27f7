// The mails to a client's contact about a request: a new one raised by itself ahead of a filing,
// and each reminder. Both list only what is still missing and give the portal's address; user text
// is HTML-escaped.
import { DOCUMENT_CHASE_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const shown = (date: string) => dayjs(date).format('D MMM YYYY');

export interface ChaseMailContent {
  kind: 'raised' | 'reminder';
  contactName: string;
  practiceName: string;
  clientName: string;
  title: string;
  dueDate: string;
  missing: string[];
  portalLink: string;
}

export function chaseMail(c: ChaseMailContent) {
  const intro =
    c.kind === 'raised'
      ? `${c.practiceName} needs these documents from ${c.clientName} for ${c.title}, by ${shown(c.dueDate)}:`
      : `A reminder from ${c.practiceName}: these documents for ${c.title} (${c.clientName}) are still missing. They are due on ${shown(c.dueDate)}.`;
  const subject =
    c.kind === 'raised'
      ? `${c.practiceName}: documents needed – ${c.title}`
      : DOCUMENT_CHASE_MESSAGES.reminderSubject(c.practiceName, c.title);
  const outro = 'Upload them in the client portal (sign in with this e-mail address; no password is needed):';
  const text = [
    `Hello ${c.contactName},`,
    '',
    intro,
    '',
    ...c.missing.map((name) => `- ${name}`),
    '',
    outro,
    c.portalLink,
    '',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(c.contactName)},</p><p>${escapeHtml(intro)}</p><ul>${c.missing
    .map((name) => `<li>${escapeHtml(name)}</li>`)
    .join(
      '',
    )}</ul><p>${escapeHtml(outro)}</p><p><a href="${escapeHtml(c.portalLink)}">Open the client portal</a></p>`;
  return { subject, text, html };
}
