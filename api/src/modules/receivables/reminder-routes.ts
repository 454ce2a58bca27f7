// HTTP for reminders: 'Send reminder' on an overdue invoice and its reminder log (Admin and Team
// Leader, the invoice in their scope), and the practice's reminder schedule (read by both, changed
// by an Admin).
import {
  IdParams,
  InvoiceRemindersAnswerSchema,
  LEADER_ROLES,
  okOf,
  RECEIVABLES_MESSAGES,
  ReminderBody,
  type ReminderSchedule,
  ReminderScheduleAnswerSchema,
  ReminderScheduleBody,
} from '@practice-desk/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { findInvoice } from '../invoices/invoice-row';
import { assertInvoiceInScope } from '../invoices/scope';
import { readReminderSchedule, saveReminderSchedule } from './reminder-schedule';
import { remindersOf, sendReminder } from './reminders';

type Id = v.InferOutput<typeof IdParams>;
const tags = ['receivables'];

export async function reminderRoutes(app: FastifyInstance) {
  const onRequest = allow(...LEADER_ROLES);
  const preHandler = async (request: FastifyRequest) =>
    assertInvoiceInScope(contextOf(app, request), (request.params as Id).id);

  app.get<{ Params: Id }>(
    '/invoices/:id/reminders',
    {
      schema: { tags, params: IdParams, response: { 200: okOf(InvoiceRemindersAnswerSchema) } },
      onRequest,
      preHandler,
    },
    async (request) => {
      const ctx = contextOf(app, request);
      return { success: true, data: { reminders: await remindersOf(ctx.db, request.params.id) } };
    },
  );
  app.post<{ Params: Id; Body: ReminderBody }>(
    '/invoices/:id/reminders',
    {
      schema: {
        tags,
        params: IdParams,
        body: ReminderBody,
        response: { 201: okOf(InvoiceRemindersAnswerSchema) },
      },
      onRequest,
      preHandler,
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const invoice = await findInvoice(ctx.db, ctx.orgId, request.params.id);
      const deps = { mailer: app.mailer, ...app.invoicePdfDependencies };
      const { to, reminders } = await sendReminder(ctx, deps, invoice, request.body ?? {});
      return reply
        .status(201)
        .send({ success: true, data: { reminders }, message: RECEIVABLES_MESSAGES.reminderSent(to) });
    },
  );
  app.get(
    '/invoicing/reminder-schedule',
    { schema: { tags, response: { 200: okOf(ReminderScheduleAnswerSchema) } }, onRequest },
    async (request) => ({
      success: true,
      data: { schedule: await readReminderSchedule(contextOf(app, request).db) },
    }),
  );
  app.put<{ Body: ReminderSchedule }>(
    '/invoicing/reminder-schedule',
    {
      schema: { tags, body: ReminderScheduleBody, response: { 200: okOf(ReminderScheduleAnswerSchema) } },
      onRequest: allow('ADMIN'),
    },
    async (request) => ({
      success: true,
      data: { schedule: await saveReminderSchedule(contextOf(app, request).db, request.body) },
      message: RECEIVABLES_MESSAGES.scheduleSaved,
    }),
  );
}
