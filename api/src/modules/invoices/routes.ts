// HTTP for invoicing (spec §7 Invoices): Admin and Team Leader only, so a Team Member is refused
// before anything is read or validated. Every id is looked up inside the caller's practice.
import {
  GenerateInvoicesBody,
  GenerateInvoicesResultSchema,
  IdParams,
  INVOICE_MESSAGES,
  InvoiceAnswerSchema,
  InvoiceListQuery,
  InvoiceRevertedSchema,
  InvoiceStatusBody,
  InvoiceTabSchema,
  invoiceFileName,
  LEADER_ROLES,
  okOf,
  PaymentBody,
  PendingTaskAnswerSchema,
  SendInvoiceBody,
  UpdateClientAndGenerateBody,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { ServiceContext } from '../../lib/context';
import { fileAnswer } from '../../lib/route-responses';
import { allow, contextOf } from '../../plugins/auth';
import { practiceSignsDocuments, unsignedWarning } from '../signing/service';
import { invoiceDocument } from './document';
import { type GenerateOutcome, generateInvoices, updateClientAndGenerate } from './generate';
import { issueInvoice, markInvoiceDone, revertInvoice, setInvoiceStatus } from './lifecycle';
import { lineRoutes } from './line-routes';
import { getInvoice, listInvoices } from './list';
import { recordPayment } from './payments';
import { listPendingTasks, markPendingTaskDone } from './pending';
import { assertInvoiceInScope, assertTasksInScope } from './scope';
import { issuedInvoicePdf, sendInvoice } from './send';

type Id = v.InferOutput<typeof IdParams>;

async function generated(ctx: ServiceContext, { result, message }: GenerateOutcome) {
  // Drafts too: the Admin hears of it before the first one is issued.
  const made = 'invoices' in result && result.invoices.length > 0;
  return {
    success: true,
    data: result,
    ...(message ? { message } : {}),
    ...(made ? await unsignedWarning(ctx) : {}),
  };
}

export async function invoiceRoutes(app: FastifyInstance) {
  const tags = ['invoices'];
  const onRequest = allow(...LEADER_ROLES);
  // After validation: an invoice or task outside the caller's team answers 404 before any work.
  const preHandler = async (request: FastifyRequest) => {
    const ctx = contextOf(app, request);
    const { id } = (request.params ?? {}) as Partial<Id>;
    const { taskIds } = (request.body ?? {}) as { taskIds?: string[] };
    if (request.routeOptions.url?.startsWith('/api/invoices/pending/') && id)
      await assertTasksInScope(ctx, [id]);
    else if (id) await assertInvoiceInScope(ctx, id);
    if (taskIds) await assertTasksInScope(ctx, taskIds);
  };
  lineRoutes(app, { tags, onRequest, preHandler });

  app.get<{ Querystring: InvoiceListQuery }>(
    '/invoices',
    {
      schema: { tags, querystring: InvoiceListQuery, response: { 200: okOf(InvoiceTabSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const { status, page, limit } = request.query;
      const ctx = contextOf(app, request);
      const data =
        status === 'pending'
          ? await listPendingTasks(ctx, page, limit)
          : {
              ...(await listInvoices(ctx, status, page, limit)),
              unsigned: !(await practiceSignsDocuments(ctx.db)),
            };
      return { success: true, data };
    },
  );
  app.get<{ Params: Id }>(
    '/invoices/:id',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => ({
      success: true,
      data: { invoice: await getInvoice(contextOf(app, request), request.params.id) },
    }),
  );
  app.post<{ Body: GenerateInvoicesBody }>(
    '/invoices/generate-from-tasks',
    {
      schema: { tags, body: GenerateInvoicesBody, response: { 200: okOf(GenerateInvoicesResultSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      return generated(ctx, await generateInvoices(ctx, request.body));
    },
  );
  app.post<{ Body: UpdateClientAndGenerateBody }>(
    '/invoices/update-client-and-generate',
    {
      schema: {
        tags,
        body: UpdateClientAndGenerateBody,
        response: { 200: okOf(GenerateInvoicesResultSchema) },
      },
      onRequest,
      preHandler,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      return generated(ctx, await updateClientAndGenerate(ctx, request.body));
    },
  );
  app.get<{ Params: Id }>(
    '/invoices/:id/download',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: fileAnswer('application/pdf', 'The invoice as PDF') },
      },
      onRequest,
      preHandler,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const { document } = await invoiceDocument(ctx.db, ctx.orgId, request.params.id);
      const pdf = await issuedInvoicePdf(ctx.db, app.invoicePdfDependencies, document, ctx);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(document.invoiceNumber)}"`)
        .send(pdf);
    },
  );
  app.post<{ Params: Id; Body: SendInvoiceBody }>(
    '/invoices/:id/send',
    {
      schema: { tags, params: IdParams, body: SendInvoiceBody, response: { 200: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const deps = { mailer: app.mailer, ...app.invoicePdfDependencies };
      const ctx = contextOf(app, request);
      const invoice = await sendInvoice(ctx, deps, request.params.id, request.body);
      return {
        success: true,
        data: { invoice },
        message: INVOICE_MESSAGES.sent(request.body.email),
        ...(await unsignedWarning(ctx)),
      };
    },
  );
  app.post<{ Params: Id }>(
    '/invoices/:id/issue',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const invoice = await issueInvoice(ctx, request.params.id);
      return {
        success: true,
        data: { invoice },
        message: INVOICE_MESSAGES.issued(invoice.invoiceNumber ?? ''),
        ...(await unsignedWarning(ctx)),
      };
    },
  );
  app.delete<{ Params: Id }>(
    '/invoices/:id/revert',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(InvoiceRevertedSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const { taskIds } = await revertInvoice(contextOf(app, request), request.params.id);
      return { success: true, data: { id: request.params.id, taskIds }, message: INVOICE_MESSAGES.reverted };
    },
  );
  app.post<{ Params: Id; Body: PaymentBody }>(
    '/invoices/:id/payment',
    {
      schema: { tags, params: IdParams, body: PaymentBody, response: { 201: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request, reply) => {
      const { invoice, completed } = await recordPayment(
        contextOf(app, request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({
        success: true,
        data: { invoice },
        message: completed ? INVOICE_MESSAGES.done : INVOICE_MESSAGES.paymentRecorded,
      });
    },
  );
  app.put<{ Params: Id }>(
    '/invoices/:id/done',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(InvoiceAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => ({
      success: true,
      data: { invoice: await markInvoiceDone(contextOf(app, request), request.params.id) },
      message: INVOICE_MESSAGES.done,
    }),
  );
  app.put<{ Params: Id; Body: v.InferOutput<typeof InvoiceStatusBody> }>(
    '/invoices/:id/status',
    {
      schema: {
        tags,
        params: IdParams,
        body: InvoiceStatusBody,
        response: { 200: okOf(InvoiceAnswerSchema) },
      },
      onRequest,
      preHandler,
    },
    async (request) => ({
      success: true,
      data: {
        invoice: await setInvoiceStatus(contextOf(app, request), request.params.id, request.body.status),
      },
      message: INVOICE_MESSAGES.statusUpdated,
    }),
  );
  app.put<{ Params: Id }>(
    '/invoices/pending/:id/done',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(PendingTaskAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => ({
      success: true,
      data: { task: await markPendingTaskDone(contextOf(app, request), request.params.id) },
      message: INVOICE_MESSAGES.taskMarkedDone,
    }),
  );
}
