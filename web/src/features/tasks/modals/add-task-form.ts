// The Add Task form's rules (spec §5): client and task required, at least one named sub-task;
// a template's name fills its sub-tasks, priority and estimated time; one create per sub-task.
import { SUCCESS, type TaskTemplateRow, VALIDATION } from '@practice-desk/contracts';
import type { TaskPatch } from '../api/tasks-api';

export const CLIENT_REQUIRED = 'Client is required';
export const DEFAULT_PRIORITY = 'Medium';

export interface AddTaskValues {
  client: string | null;
  task: string;
  subTasks: string[];
  et: number | string;
  priority: string | null;
  dueDate: string;
  teamLeader: string | null;
}

export const EMPTY_ADD_TASK: AddTaskValues = {
  client: null,
  task: '',
  subTasks: [''],
  et: 0,
  priority: DEFAULT_PRIORITY,
  dueDate: '',
  teamLeader: null,
};

/** Messages keyed as Mantine form paths: client, task, subTasks, subTasks.0 … */
export function addTaskErrors(values: AddTaskValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.client) errors.client = CLIENT_REQUIRED;
  if (!values.task.trim()) errors.task = VALIDATION.taskRequired;
  if (values.subTasks.length === 0) errors.subTasks = VALIDATION.subTaskAtLeastOne;
  values.subTasks.forEach((name, i) => {
    if (!name.trim()) errors[`subTasks.${i}`] = VALIDATION.subTaskNameRequired;
  });
  return errors;
}

/** The active template whose name is the typed task (case and spaces ignored), if any. */
export function templateNamed(templates: TaskTemplateRow[], name: string): TaskTemplateRow | null {
  const key = name.trim().toLowerCase();
  return templates.find((t) => t.name.trim().toLowerCase() === key) ?? null;
}

/** What choosing a template puts in the form. */
export function fromTemplate(template: TaskTemplateRow): Pick<AddTaskValues, 'subTasks' | 'et' | 'priority'> {
  const subTasks = template.subTasks.filter((s) => s.trim() !== '');
  return {
    subTasks: subTasks.length > 0 ? subTasks : [''],
    et: template.defaultEstimatedTime,
    priority: template.defaultPriority ?? DEFAULT_PRIORITY,
  };
}

/** One create body per sub-task, in the order listed. */
export function createBodies(values: AddTaskValues): TaskPatch[] {
  const et = typeof values.et === 'number' && Number.isInteger(values.et) && values.et >= 0 ? values.et : 0;
  return values.subTasks.map((subTask) => ({
    client: values.client,
    task: values.task.trim(),
    subTask: subTask.trim(),
    et,
    priority: values.priority ?? DEFAULT_PRIORITY,
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    ...(values.teamLeader ? { teamLeader: values.teamLeader } : {}),
  }));
}

export function createdMessage(count: number): string {
  return count === 1 ? SUCCESS.taskCreated : SUCCESS.tasksCreated(count);
}
