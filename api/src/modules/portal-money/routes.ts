// HTTP for money in the client portal: the selected client's issued invoices and what is due, one
// invoice (with its UPI QR code and link), each document's PDF, credit notes, receipts, the
// statement of account and its PDF, and 'I have paid'. Every record is checked to be one of the
// caller's clients' (404 otherwise, guessed ids included); a PDF is an attachment.
import {
  ClientStatementSchema,
  IdParams,
  invoiceFileName,
  PORTAL_MONEY_MESSAGES as MESSAGES,
  okOf,
  PaymentNoticeAnswerSchema,
  PaymentNoticeBody,
  PortalClientQuery,
  PortalCreditNoteListSchema,
  PortalDueSchema,
  PortalInvoiceDetailSchema,
  PortalInvoiceListSchema,
  PortalReceiptListSchema,
  PortalStatementQuery,
} from '@practice-desk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { fileAnswer } from '../../lib/route-responses';
import { creditNoteDocument, creditNoteSigningReason } from '../credit-notes/document';
import { invoiceDocument } from '../invoices/document';
import { issuedInvoicePdf } from '../invoices/send';
import { sendPaymentNotice } from '../payment-notices/send';
import {
  portalCallerOf,
  portalContextOf,
  portalContextOfRecord,
  portalSessionRoutes,
} from '../portal/session';
import { receiptDocument } from '../receipts/receipt-document';
import { receiptSigningReason } from '../receipts/send';
import { clientStatement } from '../receivables/statement';
import { statementDocument, statementFileName } from '../receivables/statement-document';
import { clientOfCreditNote, clientOfInvoice, clientOfPayment } from './queries';
import {
  portalCreditNotes,
  portalDue,
  portalInvoice,
  portalInvoices,
  portalReceipts,
  readingContext,
} from './service';

const tags = ['portal'];
type Id = { Params: v.InferOutput<typeof IdParams> };
type ClientQuery = { Querystring: v.InferOutput<typeof PortalClientQuery> };
const pdf = { 200: fileAnswer('application/pdf') };

const sendPdf = (reply: FastifyReply, name: string, file: Buffer) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .send(file);

export const portalMoneyRoutes = portalSessionRoutes(async (app) => {
  /** The client a list is for: the one asked for (404 when not the caller's), else the first. */
  const clientContext = (request: FastifyRequest, clientId: string | undefined) =>
    portalContextOf(app, request, clientId ?? portalCallerOf(request).clients[0]?.clientId ?? '');
  const invoiceContext = (request: FastifyRequest, id: string) =>
    portalContextOfRecord(app, request, (db, ids) => clientOfInvoice(db, id, ids));

  app.get<ClientQuery>(
    '/portal/invoices',
    { schema: { tags, querystring: PortalClientQuery, response: { 200: okOf(PortalInvoiceListSchema) } } },
    async (request) => ({
      success: true,
      data: await portalInvoices(clientContext(request, request.query.clientId)),
    }),
  );
  app.get<ClientQuery>(
    '/portal/due',
    { schema: { tags, querystring: PortalClientQuery, response: { 200: okOf(PortalDueSchema) } } },
    async (request) => ({
      success: true,
      data: await portalDue(clientContext(request, request.query.clientId)),
    }),
  );
  app.get<Id>(
    '/portal/invoices/:id',
    { schema: { tags, params: IdParams, response: { 200: okOf(PortalInvoiceDetailSchema) } } },
    async (request) => {
      const ctx = await invoiceContext(request, request.params.id);
      return { success: true, data: await portalInvoice(ctx, request.params.id) };
    },
  );
  app.get<Id>(
    '/portal/invoices/:id/pdf',
    { schema: { tags, params: IdParams, response: pdf } },
    async (request, reply) => {
      const ctx = await invoiceContext(request, request.params.id);
      const { document } = await invoiceDocument(ctx.db, ctx.orgId, request.params.id);
      const file = await issuedInvoicePdf(ctx.db, app.invoicePdfDependencies, document, readingContext(ctx));
      return sendPdf(reply, invoiceFileName(document.invoiceNumber), file);
    },
  );
  app.post<Id & { Body: v.InferOutput<typeof PaymentNoticeBody> }>(
    '/portal/invoices/:id/payment-notice',
    {
      schema: {
        tags,
        params: IdParams,
        body: PaymentNoticeBody,
        response: { 201: okOf(PaymentNoticeAnswerSchema) },
      },
    },
    async (request, reply) => {
      const ctx = await invoiceContext(request, request.params.id);
      const notice = await sendPaymentNotice(ctx, request.params.id, request.body);
      return reply.status(201).send({ success: true, data: { notice }, message: MESSAGES.noticeSent });
    },
  );
  app.get<ClientQuery>(
    '/portal/credit-notes',
    { schema: { tags, querystring: PortalClientQuery, response: { 200: okOf(PortalCreditNoteListSchema) } } },
    async (request) => ({
      success: true,
      data: { creditNotes: await portalCreditNotes(clientContext(request, request.query.clientId)) },
    }),
  );
  app.get<Id>(
    '/portal/credit-notes/:id/pdf',
    { schema: { tags, params: IdParams, response: pdf } },
    async (request, reply) => {
      const { id } = request.params;
      const ctx = await portalContextOfRecord(app, request, (db, ids) => clientOfCreditNote(db, id, ids));
      const { document } = await creditNoteDocument(ctx.db, ctx.orgId, id);
      const number = document.creditNote.number;
      const file = await app.signIssuedPdf(
        ctx.db,
        { pdf: await app.renderCreditNotePdf(document), reason: creditNoteSigningReason(number) },
        readingContext(ctx),
      );
      return sendPdf(reply, invoiceFileName(number), file);
    },
  );
  app.get<ClientQuery>(
    '/portal/receipts',
    { schema: { tags, querystring: PortalClientQuery, response: { 200: okOf(PortalReceiptListSchema) } } },
    async (request) => ({
      success: true,
      data: { receipts: await portalReceipts(clientContext(request, request.query.clientId)) },
    }),
  );
  app.get<Id>(
    '/portal/receipts/:id/pdf',
    { schema: { tags, params: IdParams, response: pdf } },
    async (request, reply) => {
      const { id } = request.params;
      const ctx = await portalContextOfRecord(app, request, (db, ids) => clientOfPayment(db, id, ids));
      const reading = readingContext(ctx);
      const { document } = await receiptDocument(reading, id);
      const file = await app.signIssuedPdf(
        ctx.db,
        { pdf: await app.renderReceiptPdf(document), reason: receiptSigningReason(document) },
        reading,
      );
      return sendPdf(reply, invoiceFileName(document.receiptNumber), file);
    },
  );

  const statementOf = (
    request: FastifyRequest<{ Querystring: v.InferOutput<typeof PortalStatementQuery> }>,
  ) => {
    const ctx = clientContext(request, request.query.clientId);
    const { from, to } = request.query;
    return { ctx, statement: clientStatement(readingContext(ctx), ctx.client.clientId, { from, to }) };
  };
  app.get<{ Querystring: v.InferOutput<typeof PortalStatementQuery> }>(
    '/portal/statement',
    { schema: { tags, querystring: PortalStatementQuery, response: { 200: okOf(ClientStatementSchema) } } },
    async (request) => ({ success: true, data: await statementOf(request).statement }),
  );
  app.get<{ Querystring: v.InferOutput<typeof PortalStatementQuery> }>(
    '/portal/statement/pdf',
    { schema: { tags, querystring: PortalStatementQuery, response: pdf } },
    async (request, reply) => {
      const { ctx, statement: loading } = statementOf(request);
      const statement = await loading;
      const file = await app.renderStatementPdf(await statementDocument(ctx.db, statement));
      return sendPdf(reply, statementFileName(statement, 'pdf'), file);
    },
  );
});
