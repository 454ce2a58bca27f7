// What to type in the task grid's search box to find one task: its sub-task, which is the more
// particular name, else its task, else its client.
import type { TaskRow } from '@practice-desk/contracts';

export function taskSearchText(task: Pick<TaskRow, 'task' | 'subTask' | 'client'>): string {
  return (task.subTask.trim() || task.task.trim() || task.client?.name || '').slice(0, 100);
}
