// One notification per assignee per import: 'N tasks were assigned to you by import', or the
// ordinary 'allotted you …' when the import gave them a single task.
import { IMPORT_MESSAGES } from '@practice-desk/contracts';
import type { ServiceContext } from '../../../lib/context';
import { insertNotifications, type NewNotification } from '../../notifications/queries';

export interface ImportedTask {
  id: string;
  allottedTo: string | null;
  label: string;
}

/** What an import gave each assignee: a count, and the first task for the one-task message. */
export class ImportAssignments {
  private readonly byAssignee = new Map<string, { count: number; first: ImportedTask }>();

  constructor(private readonly importer: string) {}

  add(task: ImportedTask): void {
    if (!task.allottedTo || task.allottedTo === this.importer) return;
    const seen = this.byAssignee.get(task.allottedTo);
    if (seen) seen.count += 1;
    else this.byAssignee.set(task.allottedTo, { count: 1, first: task });
  }

  notifications(importerName: string): NewNotification[] {
    return [...this.byAssignee].map(([userId, { count, first }]) =>
      count === 1
        ? {
            userId,
            type: 'task_allotted',
            title: 'Task allotted to you',
            message: `${importerName} allotted you ${first.label}`,
            taskId: first.id,
          }
        : {
            userId,
            type: 'task_allotted',
            title: 'Tasks allotted to you',
            message: IMPORT_MESSAGES.assignedByImport(count),
            taskId: null,
          },
    );
  }
}

export async function notifyImportAssignees(ctx: ServiceContext, assigned: ImportAssignments): Promise<void> {
  await insertNotifications(ctx.db, ctx.orgId, ctx.user.id, assigned.notifications(ctx.user.name));
}
