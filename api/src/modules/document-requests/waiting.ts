// 'Waiting on client': over the open document requests of a task (tied to it, or to its compliance
// item) or of a compliance item, the documents received of those asked for. Scalar sub-queries per
// row (a page of tasks, a calendar's items), correlated on ids, so the row's own scoping holds.
import type { WaitingOnClient } from '@practice-desk/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { complianceItems, documentRequestItems, documentRequests } from '../../db/schema';

/** Items the client has answered (a file or 'not applicable') or staff accepted. */
const RECEIVED = sql`('uploaded', 'not_applicable', 'accepted')`;

/** The open requests of a task: tied to it, or to the compliance item it was generated for. */
export const openRequestOfTask = (taskId: AnyColumn | SQL): SQL => sql`${documentRequests.status} = 'open'
  and (${documentRequests.taskId} = ${taskId} or ${documentRequests.complianceItemId} in
    (select ${complianceItems.id} from ${complianceItems} where ${complianceItems.taskId} = ${taskId}))`;

/** The open requests of a compliance item: tied to it, or to its task. */
export const openRequestOfItem = (itemId: AnyColumn, taskId: AnyColumn): SQL =>
  sql`${documentRequests.status} = 'open'
    and (${documentRequests.complianceItemId} = ${itemId} or ${documentRequests.taskId} = ${taskId})`;

/** `{ received, total }` over the requests `which` picks, or null when it picks none. */
export function waitingOnClient(which: SQL): SQL<WaitingOnClient> {
  return sql<WaitingOnClient>`(select case when count(*) = 0 then null else json_build_object(
      'received', count(*) filter (where i.status in ${RECEIVED}), 'total', count(*)) end
    from ${documentRequestItems} i join ${documentRequests} on ${documentRequests.id} = i.request_id
    where ${which})`;
}

/** The condition 'waiting on client' filters by. */
export const hasOpenRequest = (which: SQL): SQL =>
  sql`exists (select 1 from ${documentRequests} where ${which})`;

/** The ids of the tasks waiting on the client, as one set: a filter over many tasks (a triage
 * count of the whole practice) reads the few open requests once instead of probing them per task
 * (`hasOpenRequest(openRequestOfTask(...))`, the same tasks). */
export const tasksWaitingOnClient = (): SQL => sql`(select ${documentRequests.taskId} from ${documentRequests}
    where ${documentRequests.status} = 'open' and ${documentRequests.taskId} is not null
  union all
  select ${complianceItems.taskId} from ${complianceItems}
    join ${documentRequests} on ${documentRequests.complianceItemId} = ${complianceItems.id}
    where ${documentRequests.status} = 'open' and ${complianceItems.taskId} is not null)`;
