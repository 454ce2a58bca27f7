// Which clients' money a caller may see: an Admin every client of the practice, a Team Leader the
// clients with tasks of their team (as for invoices). Anything else answers 404.
import { and, eq, sql } from 'drizzle-orm';
import { clients, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';

export const CLIENT_NOT_FOUND = 'Client not found';

/** The client (id, name, e-mail) when the caller may see it; 404 otherwise. */
export async function clientInScope(ctx: ServiceContext, id: string) {
  const team =
    ctx.user.role === 'ADMIN'
      ? undefined
      : sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${clients.orgId} and ${tasks.clientId} = ${clients.id} and ${tasks.teamLeader} = ${ctx.user.id})`;
  const [client] = await ctx.db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, id), team));
  if (!client) throw new NotFound(CLIENT_NOT_FOUND);
  return client;
}
