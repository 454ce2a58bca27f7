// Test data for generation: compliance profiles written straight to `client_compliance` (the
// profile API is another part's), and reads of what generation wrote for a practice.
import type { ComplianceProfile } from '@practice-desk/contracts';
import { gstinFor, profileWith } from '@practice-desk/contracts/testing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { clientCompliance, clients, complianceItems, statuses, tasks } from '../db/schema';
import type { TestApp } from './app';

export { gstinFor, profileWith };

/** A monthly GST filer of Maharashtra. */
export const monthlyGst = (pan = 'ABCPK1234E') =>
  profileWith({ pan, gstin: gstinFor('27', pan), gstFrequency: 'monthly' });

/** Saves a client's profile as the profile API would: the GSTIN on the client, the rest as jsonb. */
export async function saveProfile(
  app: TestApp,
  orgId: string,
  clientId: string,
  profile: ComplianceProfile,
  defaultAssigneeId?: string | null,
) {
  const { gstin, ...stored } = profile;
  const db = app.database.db;
  await db
    .update(clients)
    .set({ gstin, ...(defaultAssigneeId !== undefined ? { defaultAssigneeId } : {}) })
    .where(and(eq(clients.orgId, orgId), eq(clients.id, clientId)));
  await db
    .insert(clientCompliance)
    .values({ clientId, orgId, profile: stored })
    .onConflictDoUpdate({
      target: clientCompliance.clientId,
      set: { profile: stored, updatedAt: new Date() },
    });
}

/** Every item of these clients with its task as generation left it, by due date. */
export async function itemsOf(app: TestApp, orgId: string, clientIds: string[]) {
  return app.database.db
    .select({
      id: complianceItems.id,
      clientId: complianceItems.clientId,
      code: complianceItems.code,
      period: complianceItems.period,
      title: complianceItems.title,
      dueDate: complianceItems.dueDate,
      originalDueDate: complianceItems.originalDueDate,
      extensionNote: complianceItems.extensionNote,
      filedOn: complianceItems.filedOn,
      taskId: complianceItems.taskId,
      task: tasks.task,
      subTask: tasks.subTask,
      taskDue: tasks.dueDate,
      et: tasks.et,
      allottedTo: tasks.allottedTo,
      teamLeader: tasks.teamLeader,
      status: statuses.name,
      deleted: sql<boolean>`${tasks.deletedAt} is not null`,
    })
    .from(complianceItems)
    .leftJoin(tasks, eq(tasks.id, complianceItems.taskId))
    .leftJoin(statuses, eq(statuses.id, tasks.statusId))
    .where(and(eq(complianceItems.orgId, orgId), inArray(complianceItems.clientId, clientIds)))
    .orderBy(asc(complianceItems.dueDate), asc(complianceItems.code), asc(complianceItems.period));
}

/** How many tasks (live or in the Trash) these clients have. */
export async function taskCount(app: TestApp, orgId: string, clientIds: string[]): Promise<number> {
  const [row] = await app.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), inArray(tasks.clientId, clientIds)));
  return row?.n ?? 0;
}
