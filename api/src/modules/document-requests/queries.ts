// Reading document requests, for staff and the portal alike: a page of summaries (with items
// received of items asked for) and one request whole, with its items and their files.
import {
  DOCUMENT_REQUEST_LIMITS,
  type DocumentRequest,
  type DocumentRequestSummary,
  pagination,
} from '@practice-desk/contracts';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { clients, documentRequestFiles, documentRequestItems, documentRequests } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';

/** Items the client has answered (a file or 'not applicable') or staff accepted. */
const RECEIVED = sql`('uploaded', 'not_applicable', 'accepted')`;

const summaryColumns = (today: string) => ({
  id: documentRequests.id,
  clientId: documentRequests.clientId,
  clientName: clients.name,
  title: documentRequests.name,
  taskId: documentRequests.taskId,
  complianceItemId: documentRequests.complianceItemId,
  dueDate: documentRequests.dueDate,
  status: documentRequests.status,
  overdue: sql<boolean>`(${documentRequests.status} = 'open' and ${documentRequests.dueDate} < ${today})`,
  received: sql<number>`(select count(*) from ${documentRequestItems} i
    where i.request_id = ${documentRequests.id} and i.status in ${RECEIVED})::int`,
  total: sql<number>`(select count(*) from ${documentRequestItems} i where i.request_id = ${documentRequests.id})::int`,
  createdAt: documentRequests.createdAt,
});

type SummaryRow = Omit<DocumentRequestSummary, 'createdAt'> & { createdAt: Date };
const toSummary = (row: SummaryRow): DocumentRequestSummary => ({
  ...row,
  overdue: Boolean(row.overdue),
  createdAt: row.createdAt.toISOString(),
});

export interface SummaryFilter {
  clientId?: string;
  /** The portal's caller: only these clients. */
  clientIds?: string[];
  status?: 'open' | 'complete';
  overdue?: boolean;
}

function conditions(filter: SummaryFilter, today: string): SQL | undefined {
  return and(
    filter.clientId ? eq(documentRequests.clientId, filter.clientId) : undefined,
    filter.clientIds ? inArray(documentRequests.clientId, filter.clientIds) : undefined,
    filter.status ? eq(documentRequests.status, filter.status) : undefined,
    filter.overdue
      ? sql`${documentRequests.status} = 'open' and ${documentRequests.dueDate} < ${today}`
      : undefined,
  );
}

export async function requestPage(db: TenantDb, filter: SummaryFilter, today: string, page: number) {
  const limit = DOCUMENT_REQUEST_LIMITS.pageSize;
  const where = conditions(filter, today);
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns(today))
      .from(documentRequests)
      .innerJoin(clients, eq(clients.id, documentRequests.clientId))
      .where(where)
      .orderBy(asc(documentRequests.dueDate), desc(documentRequests.createdAt), asc(documentRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(documentRequests).where(where),
  ]);
  return {
    requests: (rows as SummaryRow[]).map(toSummary),
    pagination: pagination(total?.n ?? 0, page, limit),
  };
}

/** Every request of the filter, newest due first (the portal's list: one client's requests). */
export async function allRequests(db: TenantDb, filter: SummaryFilter, today: string) {
  const rows = await db
    .select(summaryColumns(today))
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .where(conditions(filter, today))
    .orderBy(asc(documentRequests.status), asc(documentRequests.dueDate), asc(documentRequests.id))
    .limit(500);
  return (rows as SummaryRow[]).map(toSummary);
}

/** One request with its items and files; null when it is not the practice's (or not among
 * `clientIds`). */
export async function requestDetail(
  db: TenantDb,
  id: string,
  today: string,
  clientIds?: string[],
): Promise<DocumentRequest | null> {
  const [row] = await db
    .select(summaryColumns(today))
    .from(documentRequests)
    .innerJoin(clients, eq(clients.id, documentRequests.clientId))
    .where(and(eq(documentRequests.id, id), conditions({ clientIds }, today)));
  if (!row) return null;
  const items = await db
    .select()
    .from(documentRequestItems)
    .where(eq(documentRequestItems.requestId, id))
    .orderBy(asc(documentRequestItems.position));
  const files = items.length
    ? await db
        .select()
        .from(documentRequestFiles)
        .where(
          inArray(
            documentRequestFiles.itemId,
            items.map((item) => item.id),
          ),
        )
        .orderBy(asc(documentRequestFiles.createdAt), asc(documentRequestFiles.id))
    : [];
  return {
    ...toSummary(row as SummaryRow),
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      note: item.note,
      required: item.required,
      status: item.status,
      clientNote: item.clientNote,
      staffComment: item.staffComment,
      reviewedAt: item.reviewedAt?.toISOString() ?? null,
      files: files
        .filter((file) => file.itemId === item.id)
        .map((file) => ({
          id: file.id,
          name: file.name,
          contentType: file.contentType,
          size: file.size,
          uploadedAt: file.createdAt.toISOString(),
        })),
    })),
  };
}
