// HTTP for payment receipts: the PDF and its e-mail. Admin and Team Leader only (a Team Member is
// refused before anything is read); a Team Leader reaches only the payments of their team's
// clients' invoices, and another practice's payment answers 404.
import {
  IdParams,
  invoiceFileName,
  LEADER_ROLES,
  okOf,
  RECEIPT_MESSAGES,
  ReceiptSentSchema,
  SendInvoiceBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { allow, contextOf } from '../../plugins/auth';
import { unsignedWarning } from '../signing/service';
import { receiptDocument } from './receipt-document';
import { receiptSigningReason, sendReceipt } from './send';

type Id = v.InferOutput<typeof IdParams>;

export async function receiptRoutes(app: FastifyInstance) {
  const tags = ['receipts'];
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Params: Id }>(
    '/payments/:id/receipt',
    { schema: { tags, params: IdParams, response: { 200: fileAnswer('application/pdf') } }, onRequest },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const { document } = await receiptDocument(ctx, request.params.id);
      const pdf = await app.signIssuedPdf(
        ctx.db,
        { pdf: await app.renderReceiptPdf(document), reason: receiptSigningReason(document) },
        ctx,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(document.receiptNumber)}"`)
        .send(pdf);
    },
  );
  app.post<{ Params: Id; Body: SendInvoiceBody }>(
    '/payments/:id/receipt/send',
    {
      schema: { tags, params: IdParams, body: SendInvoiceBody, response: { 200: okOf(ReceiptSentSchema) } },
      onRequest,
    },
    async (request) => {
      const deps = {
        mailer: app.mailer,
        renderPdf: app.renderReceiptPdf,
        signPdf: app.signIssuedPdf,
      };
      const ctx = contextOf(app, request);
      const sent = await sendReceipt(ctx, deps, request.params.id, request.body);
      return {
        success: true,
        data: sent,
        message: RECEIPT_MESSAGES.sent(request.body.email),
        ...(await unsignedWarning(ctx)),
      };
    },
  );
}
