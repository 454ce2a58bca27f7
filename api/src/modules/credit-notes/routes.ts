// HTTP for credit notes: Admin and Team Leader only (a Team Member is refused before anything is
// read); a Team Leader reaches only the invoices, and so the notes, of their team's clients.
import {
  CREDIT_NOTE_MESSAGES,
  CreditNoteAnswerSchema,
  CreditNoteBody,
  CreditNoteListSchema,
  IdParams,
  invoiceFileName,
  LEADER_ROLES,
  okOf,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { NotFound } from '../../lib/errors';
import { fileAnswer } from '../../lib/route-responses';
import { allow, contextOf } from '../../plugins/auth';
import { assertInvoiceInScope } from '../invoices/scope';
import { unsignedWarning } from '../signing/service';
import { creditNotesOf, findCreditNote, toCreditNoteRow } from './credit-note-row';
import { creditNoteDocument, creditNoteSigningReason } from './document';
import { raiseCreditNote } from './raise';

type Id = v.InferOutput<typeof IdParams>;

export async function creditNoteRoutes(app: FastifyInstance) {
  const tags = ['credit-notes'];
  const onRequest = allow(...LEADER_ROLES);

  app.get<{ Params: Id }>(
    '/invoices/:id/credit-notes',
    { schema: { tags, params: IdParams, response: { 200: okOf(CreditNoteListSchema) } }, onRequest },
    async (request) => {
      const ctx = contextOf(app, request);
      await assertInvoiceInScope(ctx, request.params.id);
      const notes = await creditNotesOf(ctx.db, ctx.orgId, request.params.id);
      return { success: true, data: { creditNotes: notes.map(toCreditNoteRow) } };
    },
  );
  app.post<{ Params: Id; Body: CreditNoteBody }>(
    '/invoices/:id/credit-notes',
    {
      schema: {
        tags,
        params: IdParams,
        body: CreditNoteBody,
        response: { 201: okOf(CreditNoteAnswerSchema) },
      },
      onRequest,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      await assertInvoiceInScope(ctx, request.params.id);
      const creditNote = await raiseCreditNote(ctx, request.params.id, request.body);
      return reply.status(201).send({
        success: true,
        data: { creditNote },
        message: CREDIT_NOTE_MESSAGES.created(creditNote.creditNoteNumber),
        ...(await unsignedWarning(ctx)),
      });
    },
  );
  app.get<{ Params: Id }>(
    '/credit-notes/:id/download',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: fileAnswer('application/pdf', 'The credit note as PDF') },
      },
      onRequest,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      // A note of an invoice outside the leader's team answers 404, as the invoice would.
      const note = await findCreditNote(ctx.db, ctx.orgId, request.params.id);
      await assertInvoiceInScope(ctx, note.invoiceId).catch(() => {
        throw new NotFound(CREDIT_NOTE_MESSAGES.notFound);
      });
      const { document } = await creditNoteDocument(ctx.db, ctx.orgId, note.id);
      const pdf = await app.signIssuedPdf(
        ctx.db,
        {
          pdf: await app.renderCreditNotePdf(document),
          reason: creditNoteSigningReason(document.creditNote.number),
        },
        ctx,
      );
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${invoiceFileName(document.creditNote.number)}"`,
        )
        .send(pdf);
    },
  );
}
