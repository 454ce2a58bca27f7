// HTTP for advances and their adjustments: Admin and Team Leader only (a Team Member is refused
// before anything is read); a Team Leader reaches only their team's clients and invoices.
import {
  ADVANCE_MESSAGES,
  AdjustAdvanceBody,
  AdjustmentParams,
  AdvanceAnswerSchema,
  AdvanceBody,
  AdvanceListSchema,
  IdParams,
  InvoiceAnswerSchema,
  invoiceFileName,
  LEADER_ROLES,
  okOf,
  PracticeAdvanceListSchema,
  PracticeAdvancesQuery,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { NotFound } from '../../lib/errors';
import { fileAnswer } from '../../lib/route-responses';
import { allow, contextOf } from '../../plugins/auth';
import { assertInvoiceInScope } from '../invoices/scope';
import { unsignedWarning } from '../signing/service';
import { adjustAdvance, removeAdjustment } from './adjust';
import { advancesOfClient } from './advance-row';
import { clientInScope } from './client-scope';
import { receiptVoucherDocument } from './document';
import { recordAdvance } from './record';
import { practiceAdvances } from './unadjusted';

type Id = v.InferOutput<typeof IdParams>;
type AdjustmentId = v.InferOutput<typeof AdjustmentParams>;

export async function advanceRoutes(app: FastifyInstance) {
  const tags = ['advances'];
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Querystring: PracticeAdvancesQuery }>(
    '/advances',
    {
      schema: {
        tags,
        querystring: PracticeAdvancesQuery,
        response: { 200: okOf(PracticeAdvanceListSchema) },
      },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: { advances: await practiceAdvances(contextOf(app, request), request.query) },
    }),
  );
  app.get<{ Params: Id }>(
    '/clients/:id/advances',
    { schema: { tags, params: IdParams, response: { 200: okOf(AdvanceListSchema) } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await clientInScope(ctx, request.params.id);
      return {
        success: true,
        data: { advances: await advancesOfClient(ctx.db, ctx.orgId, request.params.id) },
      };
    },
  );
  app.post<{ Params: Id; Body: AdvanceBody }>(
    '/clients/:id/advances',
    {
      schema: { tags, params: IdParams, body: AdvanceBody, response: { 201: okOf(AdvanceAnswerSchema) } },
      onRequest,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const advance = await recordAdvance(ctx, request.params.id, request.body);
      return reply.status(201).send({
        success: true,
        data: { advance },
        message: ADVANCE_MESSAGES.recorded(advance.voucherNumber),
        ...(await unsignedWarning(ctx)),
      });
    },
  );
  app.get<{ Params: Id }>(
    '/advances/:id/download',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: fileAnswer('application/pdf', 'The receipt voucher as PDF') },
      },
      onRequest,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const { advance, document } = await receiptVoucherDocument(ctx.db, ctx.orgId, request.params.id);
      // An advance of a client outside the leader's team answers 404, as the client would.
      await clientInScope(ctx, advance.clientId).catch(() => {
        throw new NotFound(ADVANCE_MESSAGES.notFound);
      });
      const pdf = await app.signIssuedPdf(
        ctx.db,
        {
          pdf: await app.renderReceiptVoucherPdf(document),
          reason: `Receipt voucher ${advance.number} (Rule 50, CGST Rules 2017)`,
        },
        ctx,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${invoiceFileName(advance.number)}"`)
        .send(pdf);
    },
  );
  app.post<{ Params: Id; Body: AdjustAdvanceBody }>(
    '/invoices/:id/advance-adjustments',
    {
      schema: {
        tags,
        params: IdParams,
        body: AdjustAdvanceBody,
        response: { 200: okOf(InvoiceAnswerSchema) },
      },
      onRequest,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      await assertInvoiceInScope(ctx, request.params.id);
      const { invoice, voucherNumber } = await adjustAdvance(ctx, request.params.id, request.body);
      return { success: true, data: { invoice }, message: ADVANCE_MESSAGES.adjusted(voucherNumber) };
    },
  );
  app.delete<{ Params: AdjustmentId }>(
    '/invoices/:id/advance-adjustments/:adjustmentId',
    { schema: { tags, params: AdjustmentParams, response: { 200: okOf(InvoiceAnswerSchema) } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await assertInvoiceInScope(ctx, request.params.id);
      const invoice = await removeAdjustment(ctx, request.params.id, request.params.adjustmentId);
      return { success: true, data: { invoice }, message: ADVANCE_MESSAGES.adjustmentRemoved };
    },
  );
}
