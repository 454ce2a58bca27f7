// Which clients' money a caller may reach: an Admin every client of the practice; a Team Leader,
// as with invoices, the clients with tasks of their team. Anything else answers 404, as another
// practice's client would.
import { and, eq, sql } from 'drizzle-orm';
import { clients, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';
import { NotFound } from '../../lib/errors';

export const CLIENT_NOT_FOUND = 'Client not found';

export type ClientRecord = typeof clients.$inferSelect;

/** The client, when the caller may reach it; 404 otherwise. `lock` takes its row lock. */
export async function clientInScope(
  ctx: ServiceContext,
  clientId: string,
  { lock = false } = {},
): Promise<ClientRecord> {
  const team =
    ctx.user.role === 'ADMIN'
      ? undefined
      : sql`exists (select 1 from ${tasks} where ${tasks.orgId} = ${clients.orgId} and ${tasks.clientId} = ${clients.id} and ${tasks.teamLeader} = ${ctx.user.id})`;
  const query = ctx.db
    .select()
    .from(clients)
    .where(and(eq(clients.orgId, ctx.orgId), eq(clients.id, clientId), team));
  const [client] = lock ? await query.for('update') : await query;
  if (!client) throw new NotFound(CLIENT_NOT_FOUND);
  return client;
}
