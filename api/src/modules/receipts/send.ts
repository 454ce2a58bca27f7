// E-mailing a payment's receipt: its PDF attached, to the addresses and with the message given,
// as an invoice is sent. Nothing is stored, so a failed mail changes nothing.
import {
  formatIndianPaise,
  invoiceFileName,
  paiseOf,
  RECEIPT_MESSAGES,
  type SendInvoiceBody,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { BadGateway } from '../../lib/errors';
import type { Mailer } from '../../plugins/mailer';
import { formatInvoiceDate } from '../invoices/pdf/invoice-format';
import type { ReceiptDocument } from '../invoices/pdf/receipt-document';
import type { IssuedPdfSigner } from '../signing/service';
import { receiptDocument } from './receipt-document';

export interface ReceiptSendDependencies {
  mailer: Mailer;
  renderPdf(doc: ReceiptDocument): Promise<Buffer>;
  signPdf: IssuedPdfSigner;
}

export const receiptSigningReason = (doc: ReceiptDocument) => `Receipt ${doc.receiptNumber}`;

function mailText(doc: ReceiptDocument, message: string | undefined): string {
  const greeting =
    message?.trim() || `Thank you for your payment. Please find attached receipt ${doc.receiptNumber}.`;
  const tds = paiseOf(doc.tdsDeducted);
  return [
    greeting,
    '',
    `Receipt: ${doc.receiptNumber} dated ${formatInvoiceDate(doc.date, doc.dateFormat)}`,
    `Against invoice: ${doc.invoice.number}`,
    `Amount received: ₹${formatIndianPaise(paiseOf(doc.amountReceived))}`,
    ...(tds > 0 ? [`TDS deducted: ₹${formatIndianPaise(tds)}`] : []),
    `Balance after this receipt: ₹${formatIndianPaise(paiseOf(doc.balanceAfter))}`,
    '',
    doc.supplier.name,
  ].join('\n');
}

export async function sendReceipt(
  ctx: ServiceContext,
  deps: ReceiptSendDependencies,
  paymentId: string,
  body: SendInvoiceBody,
): Promise<{ receiptNumber: string }> {
  const { invoice, document } = await receiptDocument(ctx, paymentId);
  const pdf = await deps.signPdf(
    ctx.db,
    { pdf: await deps.renderPdf(document), reason: receiptSigningReason(document) },
    ctx,
  );
  try {
    await deps.mailer.send({
      to: body.email,
      cc: body.cc?.length ? body.cc.join(', ') : undefined,
      replyTo: invoice.supplier.email || undefined,
      subject: `Receipt ${document.receiptNumber} from ${document.supplier.name}`,
      text: mailText(document, body.message),
      attachments: [
        { filename: invoiceFileName(document.receiptNumber), content: pdf, contentType: 'application/pdf' },
      ],
    });
  } catch (err) {
    throw new BadGateway(RECEIPT_MESSAGES.sendFailed, err);
  }
  return { receiptNumber: document.receiptNumber };
}
