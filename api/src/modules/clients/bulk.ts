// Bulk actions on clients (delete, activate, deactivate) in one transaction, answering only what
// really changed: clients of another practice, unknown ids and ones already so are not counted.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { clients, invoices, tasks } from '../../db/schema';
import type { ServiceContext } from '../../lib/context';

export type BulkClientAction = 'delete' | 'deactivate' | 'activate';
export interface BulkClientResult {
  updated: number;
  deleted: number;
  deactivated: number;
}

export async function bulkClients(
  ctx: ServiceContext,
  ids: string[],
  action: BulkClientAction,
): Promise<BulkClientResult> {
  return ctx.db.transaction(async (tx) => {
    const mine = and(eq(clients.orgId, ctx.orgId), inArray(clients.id, ids));
    if (action !== 'delete') {
      const isActive = action === 'activate';
      const changed = await tx
        .update(clients)
        .set({ isActive, updatedAt: new Date() })
        .where(and(mine, ne(clients.isActive, isActive)))
        .returning({ id: clients.id });
      return {
        updated: changed.length,
        deleted: 0,
        deactivated: isActive ? 0 : changed.length,
      };
    }
    const found = await tx
      .select({ id: clients.id, isActive: clients.isActive })
      .from(clients)
      .where(mine)
      .for('update');
    let deleted = 0;
    let deactivated = 0;
    for (const client of found) {
      const [[taskCount], [invoiceCount]] = await Promise.all([
        tx
          .select({ n: count() })
          .from(tasks)
          .where(and(eq(tasks.orgId, ctx.orgId), eq(tasks.clientId, client.id))),
        tx
          .select({ n: count() })
          .from(invoices)
          .where(and(eq(invoices.orgId, ctx.orgId), eq(invoices.clientId, client.id))),
      ]);
      if ((taskCount?.n ?? 0) + (invoiceCount?.n ?? 0) === 0) {
        await tx.delete(clients).where(eq(clients.id, client.id));
        deleted += 1;
      } else if (client.isActive) {
        // A client with work stays for its history; only an active one is deactivated.
        await tx
          .update(clients)
          .set({ isActive: false, updatedAt: new Date() })
          .where(eq(clients.id, client.id));
        deactivated += 1;
      }
    }
    return { updated: deleted + deactivated, deleted, deactivated };
  });
}
