// HTTP for the practice's people, Admin only: the list and one person (another practice's → 404).
import { IdParams } from '@practice-desk/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { users } from '../../db/schema';
import { NotFound } from '../../lib/errors';
import { allow, contextOf } from '../../plugins/auth';

const columns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  createdAt: users.createdAt,
};

export async function userRoutes(app: FastifyInstance) {
  const tags = ['users'];
  app.get('/users', { schema: { tags }, onRequest: allow('ADMIN') }, async (request) => {
    const ctx = contextOf(app, request);
    const rows = await ctx.db
      .select(columns)
      .from(users)
      .where(eq(users.orgId, ctx.orgId))
      .orderBy(asc(users.name));
    return { success: true, data: { users: rows } };
  });
  app.get<{ Params: v.InferOutput<typeof IdParams> }>(
    '/users/:id',
    { schema: { tags, params: IdParams }, onRequest: allow('ADMIN') },
    async (request) => {
      const ctx = contextOf(app, request);
      const [user] = await ctx.db
        .select(columns)
        .from(users)
        .where(and(eq(users.orgId, ctx.orgId), eq(users.id, request.params.id)));
      if (!user) throw new NotFound('User not found');
      return { success: true, data: { user } };
    },
  );
}
