// Invoice, credit note, receipt, receipt voucher and statement PDFs for the routes:
// `app.renderInvoicePdf`, `app.renderCreditNotePdf`, `app.renderReceiptPdf`,
// `app.renderReceiptVoucherPdf` and `app.renderStatementPdf`, on one warm Chromium per app, started
// by the first PDF asked for and closed with the app; `app.pdfHealth()` for the health check.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { StatementDocument } from '../../receivables/statement-document';
import { statementHtml } from '../../receivables/statement-html';
import { type IssuedPdfSigner, issuedPdfSigner } from '../../signing/service';
import type { CreditNoteDocument } from './credit-note-document';
import { creditNoteHtml } from './credit-note-html';
import type { InvoiceDocument } from './invoice-document';
import { type PdfHealth, PdfRenderer } from './pdf-renderer';
import type { ReceiptDocument } from './receipt-document';
import { receiptHtml } from './receipt-html';
import type { ReceiptVoucherDocument } from './receipt-voucher-document';
import { receiptVoucherHtml } from './receipt-voucher-html';

declare module 'fastify' {
  interface FastifyInstance {
    renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer>;
    renderCreditNotePdf(doc: CreditNoteDocument): Promise<Buffer>;
    renderReceiptVoucherPdf(doc: ReceiptVoucherDocument): Promise<Buffer>;
    renderStatementPdf(doc: StatementDocument): Promise<Buffer>;
    renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer>;
    pdfHealth(): PdfHealth;
    /** Signs an issued document's PDF with the practice's certificate, when it has one. */
    signIssuedPdf: IssuedPdfSigner;
    /** What sending or reminding with an invoice's PDF needs: its render and its signature. */
    invoicePdfDependencies: { renderPdf(doc: InvoiceDocument): Promise<Buffer>; signPdf: IssuedPdfSigner };
  }
}

export const invoicePdfPlugin = fp(
  async (app: FastifyInstance) => {
    const renderer = new PdfRenderer({
      executablePath: app.config.chromePath,
      timeoutMs: app.config.pdfRenderTimeoutMs,
    });
    app.decorate('renderInvoicePdf', (doc: InvoiceDocument) => renderer.renderInvoicePdf(doc));
    app.decorate('renderCreditNotePdf', (doc: CreditNoteDocument) => renderer.renderPdf(creditNoteHtml(doc)));
    app.decorate('renderReceiptVoucherPdf', (doc: ReceiptVoucherDocument) =>
      renderer.renderPdf(receiptVoucherHtml(doc)),
    );
    app.decorate('renderStatementPdf', (doc: StatementDocument) => renderer.renderPdf(statementHtml(doc)));
    app.decorate('renderReceiptPdf', (doc: ReceiptDocument) => renderer.renderPdf(receiptHtml(doc)));
    app.decorate('pdfHealth', () => renderer.health());
    const signIssuedPdf = issuedPdfSigner(app.config.signingKey);
    app.decorate('signIssuedPdf', signIssuedPdf);
    app.decorate('invoicePdfDependencies', {
      renderPdf: (doc: InvoiceDocument) => renderer.renderInvoicePdf(doc),
      signPdf: signIssuedPdf,
    });
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'invoice-pdf' },
);
