// HTTP for triage: GET /triage, the queues' counts (each queue's tasks are GET /tasks?queue=).
import { okOf, TriageAnswerSchema } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../plugins/auth';
import { triageCounts } from './triage';

export async function triageRoutes(app: FastifyInstance) {
  app.get(
    '/triage',
    { schema: { tags: ['triage'], response: { 200: okOf(TriageAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: await triageCounts(contextOf(app, request)),
    }),
  );
}
