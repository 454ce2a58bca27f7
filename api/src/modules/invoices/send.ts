// Send: a draft is issued first (numbered, in its own transaction), then the invoice's PDF is
// mailed as an attachment and the invoice marked Sent; a failed mail leaves it issued, not sent.
import {
  formatIndianPaise,
  INVOICE_MESSAGES,
  type InvoiceRow,
  invoiceFileName,
  paiseOf,
  type SendInvoiceBody,
} from '@practice-desk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { invoices } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { ServiceContext } from '../../lib/context';
import { BadGateway } from '../../lib/errors';
import type { Mailer } from '../../plugins/mailer';
import { notifyInvoiceEvent } from '../notifications/invoice-events';
import type { IssuedPdfSigner } from '../signing/service';
import { invoiceDocument } from './document';
import { invoiceRow } from './invoice-row';
import { issueBeforeSending } from './issue';
import type { InvoiceDocument } from './pdf/invoice-document';
import { formatInvoiceDate } from './pdf/invoice-format';

export interface SendDependencies {
  mailer: Mailer;
  renderPdf(doc: InvoiceDocument): Promise<Buffer>;
  /** Signs what goes out with the practice's certificate, when it has one. */
  signPdf: IssuedPdfSigner;
}

/** Why an issued invoice is signed (Rule 46(q), CGST Rules 2017), as its signature says. */
export const invoiceSigningReason = (doc: InvoiceDocument) =>
  `${doc.title} ${doc.invoiceNumber} (Rule 46(q), CGST Rules 2017)`;

/** The invoice's PDF as the practice issues it: signed, unless it is a draft. */
export async function issuedInvoicePdf(
  db: TenantDb,
  deps: Pick<SendDependencies, 'renderPdf' | 'signPdf'>,
  document: InvoiceDocument,
  at?: { now?: Date; timeZone?: string },
): Promise<Buffer> {
  const pdf = await deps.renderPdf(document);
  if (document.draft) return pdf;
  return deps.signPdf(db, { pdf, reason: invoiceSigningReason(document) }, at);
}

function mailText(doc: InvoiceDocument, message: string | undefined): string {
  const greeting = message?.trim() || `Please find attached invoice ${doc.invoiceNumber}.`;
  return [
    greeting,
    '',
    `Invoice: ${doc.invoiceNumber}`,
    `Total: ₹${formatIndianPaise(paiseOf(doc.total))}`,
    `Due date: ${formatInvoiceDate(doc.dueDate, doc.dateFormat)}`,
    // The balance by UPI: the link opens the payer's UPI app on a phone, filled in.
    ...(doc.upi
      ? ['', `Pay ₹${formatIndianPaise(paiseOf(doc.upi.amount))} by UPI to ${doc.upi.upiId}:`, doc.upi.uri]
      : []),
    '',
    doc.supplier.name,
  ].join('\n');
}

export async function sendInvoice(
  ctx: ServiceContext,
  deps: SendDependencies,
  id: string,
  body: SendInvoiceBody,
): Promise<InvoiceRow> {
  await issueBeforeSending(ctx, id);
  const { invoice, document } = await invoiceDocument(ctx.db, ctx.orgId, id);
  const pdf = await issuedInvoicePdf(ctx.db, deps, document, ctx);
  try {
    await deps.mailer.send({
      to: body.email,
      cc: body.cc?.length ? body.cc.join(', ') : undefined,
      replyTo: invoice.supplier.email || undefined,
      subject: `Invoice ${document.invoiceNumber} from ${document.supplier.name}`,
      text: mailText(document, body.message),
      attachments: [
        { filename: invoiceFileName(document.invoiceNumber), content: pdf, contentType: 'application/pdf' },
      ],
    });
  } catch (err) {
    throw new BadGateway(INVOICE_MESSAGES.sendFailed, err);
  }
  // A Done invoice stays Done when mailed again; a Sent one is simply sent again.
  await ctx.db
    .update(invoices)
    .set({
      status: sql`case when ${invoices.status} = 'Done' then 'Done' else 'Sent' end`,
      sentAt: new Date(),
      sentTo: body.email,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.id, id)));
  await notifyInvoiceEvent(ctx, { event: 'sent', invoiceId: id, to: body.email });
  return invoiceRow(ctx.db, ctx.orgId, id);
}
