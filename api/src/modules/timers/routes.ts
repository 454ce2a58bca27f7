// HTTP for the running timer: GET /timer, POST /tasks/:id/timer/start, POST /timer/stop.
import {
  IdParams,
  okOf,
  TIMER_MESSAGES,
  TimerAnswerSchema,
  TimerQuestionErrorSchema,
  TimerStartedSchema,
  TimerStopBody,
  TimerStoppedSchema,
} from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { contextOf } from '../../plugins/auth';
import { currentTimer, startTimer, stopTimer } from './service';

export async function timerRoutes(app: FastifyInstance) {
  const tags = ['timer'];
  app.get('/timer', { schema: { tags, response: { 200: okOf(TimerAnswerSchema) } } }, async (request) => ({
    success: true,
    data: { timer: await currentTimer(contextOf(app, request)) },
  }));
  app.post<{ Params: v.InferOutput<typeof IdParams> }>(
    '/tasks/:id/timer/start',
    { schema: { tags, params: IdParams, response: { 201: okOf(TimerStartedSchema) } } },
    async (request, reply) => {
      const result = await startTimer(contextOf(app, request), request.params.id, app.config.clock());
      return reply.status(201).send({ success: true, data: result, message: 'Timer started' });
    },
  );
  app.post<{ Body: v.InferOutput<typeof TimerStopBody> }>(
    '/timer/stop',
    {
      schema: {
        tags,
        body: TimerStopBody,
        response: { 200: okOf(TimerStoppedSchema), 409: TimerQuestionErrorSchema },
      },
    },
    async (request) => {
      const stopped = await stopTimer(contextOf(app, request), request.body ?? {}, app.config.clock());
      return {
        success: true,
        data: stopped,
        message: stopped.written.length
          ? 'Timer stopped: time logged'
          : request.body?.choice === 'discard'
            ? 'Timer discarded'
            : TIMER_MESSAGES.tooShort,
      };
    },
  );
}
