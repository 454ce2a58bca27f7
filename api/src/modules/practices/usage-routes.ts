// HTTP for the practice's usage: GET /practice/usage, for anyone signed in to the practice.
import { okOf, PracticeUsageAnswerSchema } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../plugins/auth';
import { practiceUsage } from './usage';

export async function practiceUsageRoutes(app: FastifyInstance) {
  app.get(
    '/practice/usage',
    { schema: { tags: ['practice'], response: { 200: okOf(PracticeUsageAnswerSchema) } } },
    async (request) => ({
      success: true,
      data: { usage: await practiceUsage(contextOf(app, request)) },
    }),
  );
}
