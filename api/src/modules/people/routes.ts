// GET /people: the practice's active people for pickers (assignee, team leader, help required).
import { okOf, PeopleAnswerSchema, type PersonOption } from '@practice-desk/contracts';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { contextOf } from '../../plugins/auth';

export async function peopleRoutes(app: FastifyInstance) {
  app.get(
    '/people',
    {
      schema: {
        tags: ['users'],
        summary: 'People of the practice, for pickers',
        response: { 200: okOf(PeopleAnswerSchema) },
      },
    },
    async (request) => {
      const ctx = contextOf(app, request);
      const people: PersonOption[] = await ctx.db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          role: users.role,
          status: users.status,
          membershipNumber: users.membershipNumber,
        })
        .from(users)
        .where(and(eq(users.orgId, ctx.orgId), ne(users.status, 'Inactive')))
        .orderBy(asc(users.name));
      return { success: true, data: { people } };
    },
  );
}
