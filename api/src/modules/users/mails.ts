// The invitation mail. User text is HTML-escaped.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function invitationMail(practice: string, invitedBy: string, link: string) {
  return {
    subject: `You are invited to ${practice} on practice desk`,
    text: `${invitedBy} invited you to join ${practice} on practice desk.\n\nOpen this link to set your name and password:\n\n${link}\n\nThe link works once and expires in 72 hours.\n`,
    html: `<p>${escapeHtml(invitedBy)} invited you to join <b>${escapeHtml(practice)}</b> on practice desk.</p><p><a href="${escapeHtml(link)}">Accept the invitation</a></p><p>The link works once and expires in 72 hours.</p>`,
  };
}
