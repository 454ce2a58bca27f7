// Turns an InvoiceDocument into one self-contained HTML page (inline CSS, data: images only) laid
// out as an A4 tax invoice with the particulars of Rule 46 of the CGST Rules. Pure: no I/O.
import { html, SafeHtml } from './escape-html';
import { linesSection, reimbursementsSection, summarySection } from './invoice-amounts';
import { closingSection } from './invoice-closing';
import type { InvoiceDocument } from './invoice-document';
import { headingSection, metaSection, partiesSection } from './invoice-parties';
import { INVOICE_CSS } from './invoice-styles';

export function invoiceHtml(doc: InvoiceDocument): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${doc.title} ${doc.invoiceNumber}</title>
<style>${new SafeHtml(INVOICE_CSS)}</style>
</head>
<body>
<main class="invoice">
${headingSection(doc)}
${metaSection(doc)}
${partiesSection(doc)}
${linesSection(doc)}
${reimbursementsSection(doc)}
${summarySection(doc)}
${closingSection(doc)}
</main>
</body>
</html>`.value;
}
