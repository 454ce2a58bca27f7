// The texts of the mails sign-in sends. User text is HTML-escaped.
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetPasswordMail(name: string, link: string) {
  return {
    subject: 'Reset your practice desk password',
    text: `Hello ${name},\n\nSomeone asked to reset the password of your practice desk account. Open this link within one hour to choose a new password:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this mail: your password stays as it is.\n`,
    html: `<p>Hello ${escapeHtml(name)},</p><p>Someone asked to reset the password of your practice desk account. Open this link within one hour to choose a new password:</p><p><a href="${escapeHtml(link)}">Reset my password</a></p><p>The link works once. If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
  };
}
