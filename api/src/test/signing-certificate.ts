// A self-signed signing certificate made at test time with openssl, and what poppler says of a PDF.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function selfSignedP12(commonName: string, password: string): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'pd-p12-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  const p12 = join(dir, 'signer.p12');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '365',
      '-subj',
      `/CN=${commonName}/O=Demo & Associates/C=IN`,
    ],
    { stdio: 'ignore' },
  );
  execFileSync(
    'openssl',
    ['pkcs12', '-export', '-inkey', key, '-in', cert, '-out', p12, '-passout', `pass:${password}`],
    {
      stdio: 'ignore',
    },
  );
  return readFileSync(p12);
}

function pdfFile(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pd-signed-')), 'document.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** poppler's `pdfsig` report of the PDF's signatures (it exits 2 when there are none). */
export function pdfsig(pdf: Buffer): string {
  const run = spawnSync('pdfsig', [pdfFile(pdf)], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

export function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-layout', pdfFile(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}
