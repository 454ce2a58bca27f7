// Invoice, credit note, receipt, receipt voucher and statement PDFs for the routes:
// `app.renderInvoicePdf`, `app.renderCreditNotePdf`, `app.renderReceiptPdf`,
// `app.renderReceiptVoucherPdf` and `app.renderStatementPdf`, on one warm Chromium per app, started
// by the first PDF asked for and closed with the app; `app.pdfHealth()` for the health check.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { CreditNoteDocument } from '../modules/invoices/pdf/credit-note-document';
import { creditNoteHtml } from '../modules/invoices/pdf/credit-note-html';
import type { InvoiceDocument } from '../modules/invoices/pdf/invoice-document';
import { type PdfHealth, PdfRenderer } from '../modules/invoices/pdf/pdf-renderer';
import type { ReceiptDocument } from '../modules/invoices/pdf/receipt-document';
import { receiptHtml } from '../modules/invoices/pdf/receipt-html';
import type { ReceiptVoucherDocument } from '../modules/invoices/pdf/receipt-voucher-document';
import { receiptVoucherHtml } from '../modules/invoices/pdf/receipt-voucher-html';
import type { StatementDocument } from '../modules/receivables/statement-document';
import { statementHtml } from '../modules/receivables/statement-html';

declare module 'fastify' {
  interface FastifyInstance {
    renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer>;
    renderCreditNotePdf(doc: CreditNoteDocument): Promise<Buffer>;
    renderReceiptVoucherPdf(doc: ReceiptVoucherDocument): Promise<Buffer>;
    renderStatementPdf(doc: StatementDocument): Promise<Buffer>;
    renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer>;
    pdfHealth(): PdfHealth;
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
    app.addHook('onClose', () => renderer.close());
  },
  { name: 'invoice-pdf' },
);
