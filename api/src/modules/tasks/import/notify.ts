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

export async function notifyImportAssignees(ctx: ServiceContext, created: ImportedTask[]): Promise<void> {
  const byAssignee = new Map<string, ImportedTask[]>();
  for (const task of created) {
    if (!task.allottedTo || task.allottedTo === ctx.user.id) continue;
    byAssignee.set(task.allottedTo, [...(byAssignee.get(task.allottedTo) ?? []), task]);
  }
  const rows: NewNotification[] = [...byAssignee].map(([userId, tasks]) => {
    const [only] = tasks;
    return tasks.length === 1 && only
      ? {
          userId,
          type: 'task_allotted',
          title: 'Task allotted to you',
          message: `${ctx.user.name} allotted you ${only.label}`,
          taskId: only.id,
        }
      : {
          userId,
          type: 'task_allotted',
          title: 'Tasks allotted to you',
          message: IMPORT_MESSAGES.assignedByImport(tasks.length),
          taskId: null,
        };
  });
  await insertNotifications(ctx.db, ctx.orgId, ctx.user.id, rows);
}
