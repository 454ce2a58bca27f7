// Staff hear once when a client uploads, not once per file: the request's creator and its task's
// assignee and team leader (every Admin when the request has none of them) get a notification;
// files uploaded to the same request within UPLOAD_NOTICE_MINUTES of it, while it is unread, are
// counted into that one instead of adding another.
import { DOCUMENT_CHASE_MESSAGES } from '@practice-desk/contracts';
import { and, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import {
  clients,
  documentRequestFiles,
  documentRequestItems,
  documentRequests,
  notifications,
  tasks,
  users,
} from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

/** Uploads within this many minutes of the first share its notification. */
export const UPLOAD_NOTICE_MINUTES = 30;

async function recipients(db: TenantDb, request: { createdBy: string | null; taskId: string | null }) {
  const ids = new Set<string>();
  if (request.createdBy) ids.add(request.createdBy);
  if (request.taskId) {
    const [task] = await db
      .select({ allottedTo: tasks.allottedTo, teamLeader: tasks.teamLeader })
      .from(tasks)
      .where(eq(tasks.id, request.taskId));
    if (task?.allottedTo) ids.add(task.allottedTo);
    if (task?.teamLeader) ids.add(task.teamLeader);
  }
  const active = and(
    eq(users.status, 'Active'),
    ids.size ? inArray(users.id, [...ids]) : eq(users.role, 'ADMIN'),
  );
  const rows = await db.select({ id: users.id }).from(users).where(active);
  return rows.map((row) => row.id);
}

async function filesSince(db: TenantDb, requestId: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(documentRequestFiles)
    .innerJoin(documentRequestItems, eq(documentRequestItems.id, documentRequestFiles.itemId))
    .where(and(eq(documentRequestItems.requestId, requestId), gte(documentRequestFiles.createdAt, since)));
  return row?.n ?? 1;
}

const words = (clientName: string, title: string, files: number) =>
  `${clientName} uploaded ${files === 1 ? 'a file' : `${files} files`} for ${title}`;

/** Called after a file is attached (in the upload's transaction). The real clock, as the files'
 * own upload times are. */
export async function noticeUpload(db: TenantDb, requestId: string) {
  const now = new Date();
  const [request] = await db
    .select({
      createdBy: documentRequests.createdBy,
      taskId: documentRequests.taskId,
      clientId: documentRequests.clientId,
      title: documentRequests.name,
      clientName: clients.name,
    })
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .where(eq(documentRequests.id, requestId));
  if (!request) return;
  const since = new Date(now.getTime() - UPLOAD_NOTICE_MINUTES * 60_000);
  for (const userId of await recipients(db, request)) {
    const [open] = await db
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.type, 'documents_uploaded'),
          eq(notifications.documentRequestId, requestId),
          isNull(notifications.readAt),
          gte(notifications.createdAt, since),
        ),
      )
      .limit(1);
    if (open) {
      const files = await filesSince(db, requestId, open.createdAt);
      await db
        .update(notifications)
        .set({ message: words(request.clientName, request.title, files), updatedAt: now })
        .where(eq(notifications.id, open.id));
      continue;
    }
    await db.insert(notifications).values({
      orgId: db.orgId,
      userId,
      type: 'documents_uploaded',
      title: DOCUMENT_CHASE_MESSAGES.uploadedTitle,
      message: words(request.clientName, request.title, 1),
      taskId: request.taskId,
      link: `/clients/${request.clientId}`,
      documentRequestId: requestId,
    });
  }
}
