// GET /api/health: 200 while the database answers, 503 otherwise; says whether PDFs render
// ('degraded' while a hung browser is being replaced: the API itself is up).
import { ErrorBodySchema, HealthSchema, okOf } from '@practice-desk/contracts';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 200: okOf(HealthSchema), 503: ErrorBodySchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.database.ping();
        return { success: true, data: { status: 'ok', database: app.database.kind, pdf: app.pdfHealth() } };
      } catch (err) {
        app.log.error({ err }, 'health check: database did not answer');
        return reply.status(503).send({ success: false, message: 'Database unavailable' });
      }
    },
  );
}
