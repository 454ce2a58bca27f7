// HTTP for staff's side of payment notices ('I have paid' from the client portal): the list, an
// invoice's notices, Confirm (records the payment) and Reject (with a reason). Admin and Team
// Leader, as recording a payment is (rights/route-matrix.ts); a Team Leader's team's invoices only.
import {
  ConfirmedNoticeSchema,
  IdParams,
  INVOICE_MESSAGES,
  LEADER_ROLES,
  PORTAL_MONEY_MESSAGES as MESSAGES,
  okOf,
  PaymentBody,
  PaymentNoticeAnswerSchema,
  PaymentNoticeListSchema,
  PaymentNoticeQuery,
  RejectPaymentNoticeBody,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { assertInvoiceInScope } from '../invoices/scope';
import { confirmNotice, listNotices, rejectNotice } from './decide';

type Id = v.InferOutput<typeof IdParams>;
const tags = ['payment-notices'];

export async function paymentNoticeRoutes(app: FastifyInstance) {
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Querystring: PaymentNoticeQuery }>(
    '/payment-notices',
    {
      schema: { tags, querystring: PaymentNoticeQuery, response: { 200: okOf(PaymentNoticeListSchema) } },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: { notices: await listNotices(contextOf(app, request), request.query) },
    }),
  );
  app.get<{ Params: Id }>(
    '/invoices/:id/payment-notices',
    { schema: { tags, params: IdParams, response: { 200: okOf(PaymentNoticeListSchema) } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await assertInvoiceInScope(ctx, request.params.id);
      return { success: true, data: { notices: await listNotices(ctx, { invoiceId: request.params.id }) } };
    },
  );
  app.post<{ Params: Id; Body: PaymentBody }>(
    '/payment-notices/:id/confirm',
    {
      schema: {
        tags,
        params: IdParams,
        body: PaymentBody,
        response: { 200: okOf(ConfirmedNoticeSchema) },
      },
      onRequest,
    },
    async (request) => {
      const { notice, invoice, completed } = await confirmNotice(
        contextOf(app, request),
        request.params.id,
        request.body,
      );
      return {
        success: true,
        data: { notice, invoice },
        message: completed ? `${MESSAGES.confirmed}. ${INVOICE_MESSAGES.done}` : MESSAGES.confirmed,
      };
    },
  );
  app.post<{ Params: Id; Body: v.InferOutput<typeof RejectPaymentNoticeBody> }>(
    '/payment-notices/:id/reject',
    {
      schema: {
        tags,
        params: IdParams,
        body: RejectPaymentNoticeBody,
        response: { 200: okOf(PaymentNoticeAnswerSchema) },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: { notice: await rejectNotice(contextOf(app, request), request.params.id, request.body.reason) },
      message: MESSAGES.rejected,
    }),
  );
}
