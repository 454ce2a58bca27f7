// Every document of the practice for its export, one at a time: each invoice, credit note,
// receipt and advance receipt voucher PDF rendered and signed as its own download gives it, and
// every stored upload (filing acknowledgements) read back a chunk at a time. Draft invoices are
// named by their id (they have no number).
import type { Readable } from 'node:stream';
import { invoiceFileName } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../lib/context';
import { readStoredFile } from '../../lib/stored-files';
import { receiptVoucherDocument } from '../advances/document';
import { creditNoteDocument } from '../credit-notes/document';
import { invoiceDocument } from '../invoices/document';
import type { CreditNoteDocument } from '../invoices/pdf/credit-note-document';
import type { InvoiceDocument } from '../invoices/pdf/invoice-document';
import type { ReceiptDocument } from '../invoices/pdf/receipt-document';
import type { ReceiptVoucherDocument } from '../invoices/pdf/receipt-voucher-document';
import { issuedInvoicePdf } from '../invoices/send';
import { receiptDocument } from '../receipts/receipt-document';
import { receiptSigningReason } from '../receipts/send';
import type { IssuedPdfSigner } from '../signing/service';
import { type Execute, rowsOf } from './raw-rows';
import { tablePages } from './table-pages';
import type { TransferTable } from './tables';

/** What renders and signs the PDFs (the app's PDF plugin). */
export interface DocumentMakers {
  renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer>;
  renderCreditNotePdf(doc: CreditNoteDocument): Promise<Buffer>;
  renderReceiptPdf(doc: ReceiptDocument): Promise<Buffer>;
  renderReceiptVoucherPdf(doc: ReceiptVoucherDocument): Promise<Buffer>;
  signIssuedPdf: IssuedPdfSigner;
}

export interface ExportDocument {
  path: string;
  bytes: () => Promise<Buffer | Readable>;
}

/** How many documents the export holds. */
export async function countDocuments(execute: Execute, orgId: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await execute(sql`select
      (select count(*) from invoices where org_id = ${orgId})
      + (select count(*) from credit_notes where org_id = ${orgId})
      + (select count(*) from payments where org_id = ${orgId})
      + (select count(*) from advances where org_id = ${orgId})
      + (select count(*) from stored_files where org_id = ${orgId} and complete) as n`),
  );
  return Number(row?.n ?? 0);
}

/** A file name that is safe in a zip on any system. */
const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120);

/** The practice's documents in a stable order, made only when asked for. */
export async function* practiceDocuments(
  ctx: ServiceContext,
  makers: DocumentMakers,
  tables: Map<string, TransferTable>,
): AsyncGenerator<ExportDocument> {
  const execute: Execute = (query) => ctx.db.execute(query);
  const rows = async function* (name: string) {
    const table = tables.get(name);
    if (!table) return;
    for await (const page of tablePages(execute, table, ctx.orgId))
      for (const text of page) yield JSON.parse(text) as Record<string, unknown> & { id: string };
  };
  for await (const row of rows('invoices')) {
    yield {
      path: `documents/invoices/${invoiceFileName(String(row.invoice_number ?? `draft-${row.id}`))}`,
      bytes: async () => {
        const { document } = await invoiceDocument(ctx.db, ctx.orgId, row.id);
        const deps = { renderPdf: makers.renderInvoicePdf, signPdf: makers.signIssuedPdf };
        return issuedInvoicePdf(ctx.db, deps, document, ctx);
      },
    };
  }
  for await (const row of rows('credit_notes')) {
    const { document } = await creditNoteDocument(ctx.db, ctx.orgId, row.id);
    yield {
      path: `documents/credit-notes/${invoiceFileName(document.creditNote.number)}`,
      bytes: async () =>
        makers.signIssuedPdf(
          ctx.db,
          {
            pdf: await makers.renderCreditNotePdf(document),
            reason: `Credit note ${document.creditNote.number} (Rule 53(1A), CGST Rules 2017)`,
          },
          ctx,
        ),
    };
  }
  for await (const row of rows('payments')) {
    yield {
      path: `documents/receipts/${invoiceFileName(String(row.receipt_number))}`,
      bytes: async () => {
        const { document } = await receiptDocument(ctx, row.id);
        const pdf = await makers.renderReceiptPdf(document);
        return makers.signIssuedPdf(ctx.db, { pdf, reason: receiptSigningReason(document) }, ctx);
      },
    };
  }
  for await (const row of rows('advances')) {
    yield {
      path: `documents/receipt-vouchers/${invoiceFileName(String(row.number))}`,
      bytes: async () => {
        const { advance, document } = await receiptVoucherDocument(ctx.db, ctx.orgId, row.id);
        const pdf = await makers.renderReceiptVoucherPdf(document);
        return makers.signIssuedPdf(
          ctx.db,
          { pdf, reason: `Receipt voucher ${advance.number} (Rule 50, CGST Rules 2017)` },
          ctx,
        );
      },
    };
  }
  for await (const row of rows('stored_files')) {
    if (!row.complete) continue;
    yield {
      path: `documents/files/${safeName(String(row.kind))}/${row.id}-${safeName(String(row.name))}`,
      bytes: async () => {
        const file = await readStoredFile(ctx.db, row.id);
        if (!file) throw new Error(`Stored file ${row.id} could not be read`);
        return file.stream;
      },
    };
  }
}
