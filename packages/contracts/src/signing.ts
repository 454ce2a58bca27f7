// Signed documents (Rule 46(q), 53(1A) and 50 of the CGST Rules 2017: an invoice, credit note and
// receipt voucher carry a signature or digital signature): the practice's signing certificate as
// the API shows it, and the warning a practice without any signature gets.
import * as v from 'valibot';

export const SIGNING_MESSAGES = {
  uploaded: 'Signing certificate uploaded: every document the practice issues is now digitally signed',
  removed: 'Signing certificate removed',
  notP12: 'Upload the signing certificate as a .pfx or .p12 file',
  wrongPassword: 'The password does not open this certificate',
  noKey: 'The certificate has no private key to sign with',
  passwordRequired: 'Enter the certificate password',
  expired: (date: string) => `This certificate expired on ${date}`,
  tooLarge: 'The certificate file must be at most 64 KB',
  notFound: 'No signing certificate is uploaded',
  /** Shown to the Admin when a document goes out with neither a signature image nor a certificate. */
  unsigned:
    'This document is unsigned: Rule 46(q), 53(1A) and 50 of the CGST Rules require a signature or digital signature. Upload a signature image or a signing certificate in Invoice settings.',
} as const;

export const SIGNING_CERTIFICATE_MAX_BYTES = 64 * 1024;

export const SigningCertificateSchema = v.object({
  subject: v.string(),
  validFrom: v.string(),
  validTo: v.string(),
});
export type SigningCertificate = v.InferOutput<typeof SigningCertificateSchema>;

/** GET answers `null` when the practice has none. */
export const SigningCertificateAnswerSchema = v.object({ certificate: v.nullable(SigningCertificateSchema) });
