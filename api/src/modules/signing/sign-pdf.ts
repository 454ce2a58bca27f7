// Signs a rendered PDF with the practice's certificate: a visible box at the foot of the last page
// (who signed, when, why) and a PAdES signature (SubFilter ETSI.CAdES.detached) over the file, made
// by @signpdf with its PKCS#12 signer and pdf-lib placeholder; no CMS is built here.
import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

export interface PdfSignature {
  p12: Buffer;
  password: string;
  /** The signer as the box prints it (the certificate's common name). */
  name: string;
  reason: string;
  location?: string;
  contactInfo?: string;
  signingTime: Date;
  timeZone: string;
}

const BOX = { width: 250, height: 30, right: 34, bottom: 3 };
/** Room for the CMS with a signer's chain of a few certificates. */
const SIGNATURE_BYTES = 16_384;

/** Helvetica writes WinAnsi only; anything else in a name or reason is shown as '?'. */
const printable = (text: string) => text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function whenSigned(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(at);
  return parts.replace(',', '');
}

export async function signPdf(pdf: Buffer, signature: PdfSignature): Promise<Buffer> {
  const doc = await PDFDocument.load(pdf);
  const page = doc.getPages().at(-1);
  if (!page) throw new Error('A PDF without pages cannot be signed');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const x = page.getWidth() - BOX.right - BOX.width;
  const y = BOX.bottom;
  page.drawRectangle({
    x,
    y,
    width: BOX.width,
    height: BOX.height,
    borderColor: rgb(0.1, 0.45, 0.25),
    borderWidth: 0.8,
    color: rgb(0.95, 0.99, 0.96),
  });
  const lines = [
    { text: `Digitally signed by ${signature.name}`, font: bold },
    { text: `Date: ${whenSigned(signature.signingTime, signature.timeZone)}`, font },
    { text: `Reason: ${signature.reason}`, font },
  ];
  lines.forEach((line, i) => {
    page.drawText(printable(line.text), {
      x: x + 4,
      y: y + BOX.height - 9 - i * 8.5,
      size: 6.5,
      font: line.font,
      color: rgb(0.05, 0.2, 0.1),
      maxWidth: BOX.width - 8,
    });
  });
  pdflibAddPlaceholder({
    pdfPage: page,
    reason: printable(signature.reason),
    contactInfo: printable(signature.contactInfo ?? ''),
    name: printable(signature.name),
    location: printable(signature.location ?? ''),
    signingTime: signature.signingTime,
    signatureLength: SIGNATURE_BYTES,
    subFilter: SUBFILTER_ETSI_CADES_DETACHED,
    widgetRect: [x, y, x + BOX.width, y + BOX.height],
    appName: 'Practice desk',
  });
  const prepared = Buffer.from(await doc.save({ useObjectStreams: false }));
  const signer = new P12Signer(signature.p12, { passphrase: signature.password });
  return new SignPdf().sign(prepared, signer, signature.signingTime);
}
