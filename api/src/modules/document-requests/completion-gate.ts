// A request template may require its documents before its task is finished: while a request raised
// from such a template is open for the task, moving the task to Completed (or Pending) is refused,
// unless an Admin gives a reason. The reason is written on the task, so the audit trail's trigger
// keeps it with the status change.
import { DOCUMENTS_AWAITED_CODE, DOCUMENT_CHASE_MESSAGES as MESSAGES } from '@practice-desk/contracts';
import { sql } from 'drizzle-orm';
import { documentRequests, requestTemplates } from '../../db/schema';
import type { TenantDb } from '../../db/scoped';
import type { Caller } from '../../lib/context';
import { Conflict, Forbidden } from '../../lib/errors';
import { openRequestOfTask } from './waiting';

/** Whether the task has an open request whose template holds its completion back. */
async function documentsAwaited(tx: TenantDb, taskId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .innerJoin(requestTemplates, sql`${requestTemplates.id} = ${documentRequests.templateId}`)
    .where(sql`${requestTemplates.requiredBeforeCompletion} and ${openRequestOfTask(sql`${taskId}::uuid`)}`)
    .limit(1);
  return Boolean(row);
}

/** The reason to write on the task when finishing it is allowed; undefined when nothing holds it
 * back. Throws when it is held back and the caller may not (or did not say why) override. */
export async function completionOverride(
  tx: TenantDb,
  user: Caller,
  taskId: string,
  reason: string | undefined,
): Promise<string | undefined> {
  if (!(await documentsAwaited(tx, taskId))) return undefined;
  // No reason (or a blank one): the rule's message, which says an Admin may complete it with one.
  if (!reason) throw new Conflict(MESSAGES.documentsMissing, { code: DOCUMENTS_AWAITED_CODE });
  if (user.role !== 'ADMIN') throw new Forbidden(MESSAGES.overrideAdminOnly);
  return reason;
}
