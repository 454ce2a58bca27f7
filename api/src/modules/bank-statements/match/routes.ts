// HTTP for the reconciliation review: the lines with their candidates, accept / advance / ignore /
// undo one line, accept every strong match, and the report. Admin only: a statement shows every
// client's money, beyond a Team Leader's team (Team Members and Team Leaders answer 403).
import {
  AcceptBankLineBody,
  AcceptStrongAnswerSchema,
  AcceptStrongBody,
  AdvanceBankLineBody,
  BankLineAnswerSchema,
  BankLineListSchema,
  BankLinesQuery,
  BankReportQuery,
  BankReportSchema,
  IdParams,
  IgnoreBankLineBody,
  RECONCILE_MESSAGES as MESSAGES,
  OpenInvoiceListSchema,
  OpenInvoicesQuery,
  okOf,
  paiseOf,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../../plugins/auth';
import { acceptLine, advanceLine, ignoreLine, undoLine } from './decide';
import { acceptStrong } from './index';
import { lineOf, listLines } from './lines';
import { openInvoicesOf } from './open-invoices';
import { reconcileReport } from './report';

type Id = v.InferOutput<typeof IdParams>;
const tags = ['bank-statements'];
const line = { params: IdParams, response: { 200: okOf(BankLineAnswerSchema) } };

export async function bankReconcileRoutes(app: FastifyInstance) {
  const onRequest = allow('ADMIN');

  app.get<{ Querystring: BankLinesQuery }>(
    '/bank-statements/lines',
    { schema: { tags, querystring: BankLinesQuery, response: { 200: okOf(BankLineListSchema) } }, onRequest },
    async (request) => ({ success: true, data: await listLines(contextOf(app, request), request.query) }),
  );
  app.post<{ Params: Id; Body: AcceptBankLineBody }>(
    '/bank-statements/lines/:id/accept',
    { schema: { tags, ...line, body: AcceptBankLineBody }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      const allocations = request.body.allocations.map((a) => ({
        invoiceId: a.invoiceId,
        amountPaise: paiseOf(a.amount),
        tdsPaise: paiseOf(a.tdsAmount),
      }));
      return {
        success: true,
        data: { line: await acceptLine(ctx, request.params.id, allocations) },
        message: MESSAGES.accepted,
      };
    },
  );
  app.post<{ Params: Id; Body: AdvanceBankLineBody }>(
    '/bank-statements/lines/:id/advance',
    { schema: { tags, ...line, body: AdvanceBankLineBody }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await advanceLine(ctx, request.params.id, request.body.clientId);
      return {
        success: true,
        data: { line: await lineOf(ctx, request.params.id) },
        message: MESSAGES.advanced,
      };
    },
  );
  app.post<{ Params: Id; Body: IgnoreBankLineBody }>(
    '/bank-statements/lines/:id/ignore',
    { schema: { tags, ...line, body: IgnoreBankLineBody }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await ignoreLine(ctx, request.params.id, request.body.reason);
      return {
        success: true,
        data: { line: await lineOf(ctx, request.params.id) },
        message: MESSAGES.ignored,
      };
    },
  );
  app.post<{ Params: Id }>(
    '/bank-statements/lines/:id/undo',
    { schema: { tags, ...line }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await undoLine(ctx, request.params.id);
      return {
        success: true,
        data: { line: await lineOf(ctx, request.params.id) },
        message: MESSAGES.undone,
      };
    },
  );
  app.post<{ Body: AcceptStrongBody }>(
    '/bank-statements/accept-strong',
    {
      schema: { tags, body: AcceptStrongBody, response: { 200: okOf(AcceptStrongAnswerSchema) } },
      onRequest,
    },
    async (request) => {
      const counts = await acceptStrong(contextOf(app, request), request.body?.bankAccountId);
      return {
        success: true,
        data: counts,
        message: MESSAGES.acceptedStrong(counts.accepted, counts.failed),
      };
    },
  );
  app.get<{ Querystring: OpenInvoicesQuery }>(
    '/bank-statements/open-invoices',
    {
      schema: { tags, querystring: OpenInvoicesQuery, response: { 200: okOf(OpenInvoiceListSchema) } },
      onRequest,
    },
    async (request) => ({
      success: true,
      data: { invoices: await openInvoicesOf(contextOf(app, request), request.query.clientId) },
    }),
  );
  app.get<{ Querystring: BankReportQuery }>(
    '/bank-statements/report',
    { schema: { tags, querystring: BankReportQuery, response: { 200: okOf(BankReportSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: await reconcileReport(contextOf(app, request), request.query),
    }),
  );
}
