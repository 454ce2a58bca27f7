// Keeps the signing certificate's password encrypted at rest: AES-256-GCM under a key derived from
// the app's signing key (SIGNING_KEY, or the one generated into DATA_DIR), never stored in clear.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyOf = (signingKey: string) => createHash('sha256').update(`password-box:${signingKey}`).digest();

export function sealPassword(signingKey: string, password: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(signingKey), iv);
  const sealed = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

/** Throws when the text was sealed under another key or altered. */
export function openPassword(signingKey: string, sealedText: string): string {
  const [iv, tag, sealed] = sealedText.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('Not a sealed password');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(signingKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
