// The texts of the portal's mails: the invitation and the sign-in link. User text is HTML-escaped.
import { PORTAL_LIMITS } from '@practice-desk/contracts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function portalInviteMail(practiceName: string, clientName: string, link: string) {
  const intro = `${practiceName} invites you to its client portal for ${clientName}, where you can see what documents are needed and upload them.`;
  return {
    subject: `${practiceName}: your client portal`,
    text: `Hello,\n\n${intro} Open this link to sign in (it works once, for ${PORTAL_INVITE_DAYS} days):\n\n${link}\n\nLater, sign in from the portal with this e-mail address: no password is needed.\n`,
    html: `<p>Hello,</p><p>${escapeHtml(intro)} Open this link to sign in (it works once, for ${PORTAL_INVITE_DAYS} days):</p><p><a href="${escapeHtml(link)}">Open the client portal</a></p><p>Later, sign in from the portal with this e-mail address: no password is needed.</p>`,
  };
}

export function portalLinkMail(practiceName: string, link: string) {
  const minutes = PORTAL_LIMITS.linkMinutes;
  return {
    subject: `Sign in to ${practiceName}'s client portal`,
    text: `Hello,\n\nOpen this link within ${minutes} minutes to sign in to ${practiceName}'s client portal:\n\n${link}\n\nThe link works once. If you did not ask for it, ignore this mail.\n`,
    html: `<p>Hello,</p><p>Open this link within ${minutes} minutes to sign in to ${escapeHtml(practiceName)}'s client portal:</p><p><a href="${escapeHtml(link)}">Sign in</a></p><p>The link works once. If you did not ask for it, ignore this mail.</p>`,
  };
}

/** An invitation's link lasts longer than one asked for: the contact may read the mail days later. */
export const PORTAL_INVITE_DAYS = 7;
