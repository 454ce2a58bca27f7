// The practice's signing certificate: upload (checked with its password, which is kept sealed),
// read without the password, remove; and signing an issued PDF with it when there is one.
import { SIGNING_MESSAGES, type SigningCertificate } from '@practice-desk/contracts';
import { invoiceSettings, signingCertificates } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { Invalid, NotFound } from '../../lib/errors';
import { CertificateUnreadable, readCertificate } from './certificate';
import { openPassword, sealPassword } from './password-box';
import { signPdf } from './sign-pdf';

const view = (row: { subject: string; validFrom: Date; validTo: Date }): SigningCertificate => ({
  subject: row.subject,
  validFrom: row.validFrom.toISOString(),
  validTo: row.validTo.toISOString(),
});

const refuse = (field: 'file' | 'password', message: string) => new Invalid(message, [{ field, message }]);

export async function saveSigningCertificate(
  ctx: ServiceContext,
  signingKey: string,
  upload: { data: Buffer; password: string },
): Promise<SigningCertificate> {
  if (!upload.password) throw refuse('password', SIGNING_MESSAGES.passwordRequired);
  let facts: ReturnType<typeof readCertificate>;
  try {
    facts = readCertificate(upload.data, upload.password);
  } catch (err) {
    if (!(err instanceof CertificateUnreadable)) throw err;
    if (err.problem === 'wrongPassword') throw refuse('password', SIGNING_MESSAGES.wrongPassword);
    throw refuse('file', err.problem === 'noKey' ? SIGNING_MESSAGES.noKey : SIGNING_MESSAGES.notP12);
  }
  const now = ctx.now ?? new Date();
  if (facts.validTo < now)
    throw refuse('file', SIGNING_MESSAGES.expired(facts.validTo.toISOString().slice(0, 10)));
  const row = {
    p12: upload.data,
    passwordEncrypted: sealPassword(signingKey, upload.password),
    subject: facts.subject,
    validFrom: facts.validFrom,
    validTo: facts.validTo,
    createdAt: now,
  };
  await ctx.db
    .insert(signingCertificates)
    .values({ orgId: ctx.orgId, ...row })
    .onConflictDoUpdate({ target: signingCertificates.orgId, set: row });
  return view(row);
}

export async function readSigningCertificate(db: TenantDb): Promise<SigningCertificate | null> {
  const [row] = await db
    .select({
      subject: signingCertificates.subject,
      validFrom: signingCertificates.validFrom,
      validTo: signingCertificates.validTo,
    })
    .from(signingCertificates);
  return row ? view(row) : null;
}

export async function removeSigningCertificate(ctx: ServiceContext): Promise<void> {
  const removed = await ctx.db.delete(signingCertificates).returning({ orgId: signingCertificates.orgId });
  if (!removed.length) throw new NotFound(SIGNING_MESSAGES.notFound);
}

/** Unsigned: the practice has neither a signature image nor a signing certificate. */
export async function practiceSignsDocuments(db: TenantDb): Promise<boolean> {
  const [image] = await db.select({ mime: invoiceSettings.signatureMime }).from(invoiceSettings);
  if (image?.mime) return true;
  return (await readSigningCertificate(db)) !== null;
}

/** The warning an Admin gets on generating or sending a document the practice cannot sign. */
export async function unsignedWarning(ctx: ServiceContext): Promise<{ warning?: string }> {
  if (ctx.user.role !== 'ADMIN' || (await practiceSignsDocuments(ctx.db))) return {};
  return { warning: SIGNING_MESSAGES.unsigned };
}

export interface IssuedPdf {
  pdf: Buffer;
  /** Why it is signed, e.g. 'Tax invoice INV/26-27/001'. */
  reason: string;
}

/** The PDF signed with the practice's certificate, or as it is when the practice has none. */
export async function signIssuedPdf(
  db: TenantDb,
  signingKey: string,
  { pdf, reason }: IssuedPdf,
  at: { now?: Date; timeZone?: string } = {},
): Promise<Buffer> {
  const [row] = await db.select().from(signingCertificates);
  if (!row) return pdf;
  const [settings] = await db
    .select({ name: invoiceSettings.companyName, email: invoiceSettings.companyEmail })
    .from(invoiceSettings);
  const name = /CN=([^,]+)/.exec(row.subject)?.[1] ?? row.subject;
  return signPdf(pdf, {
    p12: Buffer.from(row.p12),
    password: openPassword(signingKey, row.passwordEncrypted),
    name,
    reason,
    location: settings?.name ?? '',
    contactInfo: settings?.email ?? '',
    signingTime: at.now ?? new Date(),
    timeZone: at.timeZone ?? 'Asia/Kolkata',
  });
}

/** How services sign what they mail: bound to the app's signing key by the routes and jobs. */
export type IssuedPdfSigner = (
  db: TenantDb,
  issued: IssuedPdf,
  at?: { now?: Date; timeZone?: string },
) => Promise<Buffer>;

export const issuedPdfSigner =
  (signingKey: string): IssuedPdfSigner =>
  (db, issued, at) =>
    signIssuedPdf(db, signingKey, issued, at);
