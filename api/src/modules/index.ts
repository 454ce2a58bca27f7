// Every feature's routes, mounted under /api. Public routes first, then protected ones.
import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health/routes';

export async function apiRoutes(app: FastifyInstance) {
  await app.register(healthRoutes);
}
