// HTTP for End Day: GET /day-ends?month=YYYY-MM, POST /day-ends { date? }.
import { DayEndBody, DayEndQuery } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { dayEndMonth, submitDayEnd } from './service';

export async function dayEndRoutes(app: FastifyInstance) {
  const tags = ['day ends'];
  app.get<{ Querystring: v.InferOutput<typeof DayEndQuery> }>(
    '/day-ends',
    { schema: { tags, querystring: DayEndQuery } },
    async (request) => ({
      success: true,
      data: await dayEndMonth(contextOf(app, request), request.query.month),
    }),
  );
  app.post<{ Body: v.InferOutput<typeof DayEndBody> }>(
    '/day-ends',
    { schema: { tags, body: DayEndBody } },
    async (request, reply) => {
      const dayEnd = await submitDayEnd(contextOf(app, request), request.body.date);
      return reply
        .status(201)
        .send({ success: true, data: { dayEnd }, message: 'Day submitted successfully' });
    },
  );
}
