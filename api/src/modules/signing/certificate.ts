// Reads a .pfx/.p12 signing certificate with node-forge: opens it with its password, finds the
// signer's certificate (the one whose key is in the file) and says who it names and for how long.
import forge from 'node-forge';

export interface CertificateFacts {
  subject: string;
  /** The signer's common name, printed in the visible signature box. */
  name: string;
  validFrom: Date;
  validTo: Date;
}

export type CertificateProblem = 'notP12' | 'wrongPassword' | 'noKey';
export class CertificateUnreadable extends Error {
  constructor(readonly problem: CertificateProblem) {
    super(problem);
  }
}

const subjectOf = (cert: forge.pki.Certificate) =>
  cert.subject.attributes.map((a) => `${a.shortName ?? a.name}=${String(a.value)}`).join(', ');

export function readCertificate(data: Buffer, password: string): CertificateFacts {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(data.toString('binary')));
  } catch {
    throw new CertificateUnreadable('notP12');
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (err) {
    // forge says "Invalid password?" or fails the MAC for a wrong password; anything else is no PKCS#12.
    const message = err instanceof Error ? err.message : String(err);
    throw new CertificateUnreadable(/password|mac/i.test(message) ? 'wrongPassword' : 'notP12');
  }
  const bagsOf = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const keys = [
    ...bagsOf(forge.pki.oids.pkcs8ShroudedKeyBag ?? ''),
    ...bagsOf(forge.pki.oids.keyBag ?? ''),
  ].filter((bag) => bag.key);
  const certs = bagsOf(forge.pki.oids.certBag ?? '').flatMap((bag) => (bag.cert ? [bag.cert] : []));
  const key = keys[0]?.key as forge.pki.rsa.PrivateKey | undefined;
  if (!key) throw new CertificateUnreadable('noKey');
  const own = certs.find((cert) => {
    const publicKey = cert.publicKey as forge.pki.rsa.PublicKey;
    return publicKey.n?.equals?.(key.n) ?? false;
  });
  if (!own) throw new CertificateUnreadable('noKey');
  const commonName = own.subject.getField('CN')?.value;
  return {
    subject: subjectOf(own),
    name: typeof commonName === 'string' && commonName ? commonName : subjectOf(own),
    validFrom: own.validity.notBefore,
    validTo: own.validity.notAfter,
  };
}
