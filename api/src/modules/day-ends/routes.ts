// HTTP for End Day: GET /day-ends?month=YYYY-MM, POST /day-ends { date? } (submit); and the
// leaders' approval: GET /day-ends/queue, POST /day-ends/approve { ids }, POST
// /day-ends/:id/return { comment }, POST /day-ends/:id/reopen { comment }, and the approved days
// to reopen from: GET /day-ends/approved?userId&from&to&cursor.
import {
  DAY_END_MESSAGES,
  DayApproveBody,
  DayApprovedPageSchema,
  DayApprovedQuery,
  DayEndBody,
  DayEndCommentBody,
  DayEndDecisionAnswerSchema,
  DayEndDecisionsSchema,
  DayEndMonthSchema,
  DayEndQuery,
  DayEndSubmittedSchema,
  DayQueueSchema,
  IdParams,
  LEADER_ROLES,
  okOf,
  SUCCESS,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { allow, contextOf } from '../../plugins/auth';
import { approvedDays } from './approved';
import { approveDays, reopenDay, returnDay } from './decide';
import { dayQueue } from './queue';
import { dayEndMonth, submitDayEnd } from './service';

type Commented = { Params: v.InferOutput<typeof IdParams>; Body: v.InferOutput<typeof DayEndCommentBody> };
const leaders = allow(...LEADER_ROLES);

export async function dayEndRoutes(app: FastifyInstance) {
  const tags = ['day ends'];
  app.get<{ Querystring: v.InferOutput<typeof DayEndQuery> }>(
    '/day-ends',
    { schema: { tags, querystring: DayEndQuery, response: { 200: okOf(DayEndMonthSchema) } } },
    async (request) => ({
      success: true,
      data: await dayEndMonth(contextOf(app, request), request.query.month),
    }),
  );
  app.post<{ Body: v.InferOutput<typeof DayEndBody> }>(
    '/day-ends',
    { schema: { tags, body: DayEndBody, response: { 201: okOf(DayEndSubmittedSchema) } } },
    async (request, reply) => {
      const dayEnd = await submitDayEnd(contextOf(app, request), request.body.date);
      return reply.status(201).send({ success: true, data: { dayEnd }, message: SUCCESS.daySubmitted });
    },
  );

  app.get(
    '/day-ends/queue',
    { schema: { tags, response: { 200: okOf(DayQueueSchema) } }, onRequest: leaders },
    async (request) => ({
      success: true,
      data: await dayQueue(contextOf(app, request)),
    }),
  );
  app.get<{ Querystring: v.InferOutput<typeof DayApprovedQuery> }>(
    '/day-ends/approved',
    {
      schema: { tags, querystring: DayApprovedQuery, response: { 200: okOf(DayApprovedPageSchema) } },
      onRequest: leaders,
    },
    async (request) => ({
      success: true,
      data: await approvedDays(contextOf(app, request), request.query),
    }),
  );
  app.post<{ Body: v.InferOutput<typeof DayApproveBody> }>(
    '/day-ends/approve',
    {
      schema: { tags, body: DayApproveBody, response: { 200: okOf(DayEndDecisionsSchema) } },
      onRequest: leaders,
    },
    async (request) => {
      const days = await approveDays(contextOf(app, request), request.body.ids);
      return { success: true, data: { days }, message: DAY_END_MESSAGES.approved(days.length) };
    },
  );
  app.post<Commented>(
    '/day-ends/:id/return',
    {
      schema: {
        tags,
        params: IdParams,
        body: DayEndCommentBody,
        response: { 200: okOf(DayEndDecisionAnswerSchema) },
      },
      onRequest: leaders,
    },
    async (request) => {
      const day = await returnDay(contextOf(app, request), request.params.id, request.body.comment);
      return { success: true, data: { day }, message: DAY_END_MESSAGES.returned };
    },
  );
  app.post<Commented>(
    '/day-ends/:id/reopen',
    {
      schema: {
        tags,
        params: IdParams,
        body: DayEndCommentBody,
        response: { 200: okOf(DayEndDecisionAnswerSchema) },
      },
      onRequest: leaders,
    },
    async (request) => {
      const day = await reopenDay(contextOf(app, request), request.params.id, request.body.comment);
      return { success: true, data: { day }, message: DAY_END_MESSAGES.reopened };
    },
  );
}
