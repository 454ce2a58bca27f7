// Turns an InvoiceDocument into one self-contained HTML page (inline CSS, data: images only) laid
// out as an A4 tax invoice with the particulars of Rule 46 of the CGST Rules. Pure: no I/O.
import { html, SafeHtml } from './escape-html';
import { linesSection, reimbursementsSection, summarySection } from './invoice-amounts';
import { closingSection } from './invoice-closing';
import type { InvoiceDocument } from './invoice-document';
import { draftBanner, headingSection, metaSection, partiesSection } from './invoice-parties';
import { INVOICE_CSS } from './invoice-styles';

/** The page every document of the invoice family is printed on: its sections (null: a section
 * the document has nothing for) in one bordered box. */
export function documentPage(title: string, parts: (SafeHtml | null)[]): string {
  const sections = parts.filter((part): part is SafeHtml => part !== null);
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${title}</title>
<style>${new SafeHtml(INVOICE_CSS)}</style>
</head>
<body>
<main class="invoice">
${sections}
</main>
</body>
</html>`.value;
}

export function invoiceHtml(doc: InvoiceDocument): string {
  return documentPage(`${doc.title} ${doc.invoiceNumber}`, [
    draftBanner(doc),
    headingSection(doc),
    metaSection(doc),
    partiesSection(doc),
    linesSection(doc),
    reimbursementsSection(doc),
    summarySection(doc),
    closingSection(doc),
  ]);
}
