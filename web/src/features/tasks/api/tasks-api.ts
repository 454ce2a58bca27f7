// The task calls of spec §7 and the lists the task screen's pickers read.
import type {
  ClientRow,
  CommentRow,
  CreateTaskBody,
  EstimateByUser,
  ImportReport,
  PersonOption,
  PriorityRow,
  QuotationBody,
  StatusBody,
  StatusRow,
  TaskFilterCounts,
  TaskListAnswer,
  TaskPatch,
  TaskRow,
  TaskStats,
  TaskTemplateRow,
  TimeEntryBody,
  TimeEntryRow,
} from '@practice-desk/contracts';
import { LIMITS } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/files';

/** The screen's name for a page of tasks: the contract's answer to GET /tasks. */
export type TaskPage = TaskListAnswer;
/** A grid edit or a create as sent: the contract's UpdateTaskBody input (the screen's name for it). */
export type { TaskPatch };

export const tasksApi = {
  list: (query: URLSearchParams) => getData<TaskPage>('tasks', query),
  get: async (id: string) => (await getData<{ task: TaskRow }>(`tasks/${id}`)).task,
  create: async (body: InferInput<typeof CreateTaskBody>) =>
    (await send<{ task: TaskRow }>('post', 'tasks', body)).data.task,
  update: async (id: string, body: TaskPatch) =>
    (await send<{ task: TaskRow }>('put', `tasks/${id}`, body)).data.task,
  counts: (query: URLSearchParams) =>
    getData<{ counts: TaskFilterCounts; stats: TaskStats }>('tasks/counts', query),
  estimates: (query: URLSearchParams) =>
    getData<{ users: EstimateByUser[]; total: { taskCount: number; estimatedMinutes: number } }>(
      'tasks/estimates-by-user',
      query,
    ),
  exportFile: (query: URLSearchParams) => downloadFile('tasks/export', query),
  importFile: (file: File) => uploadFile<ImportReport>('tasks/import', 'file', file),

  comments: async (id: string) =>
    (await getData<{ comments: CommentRow[] }>(`tasks/${id}/comments`)).comments,
  addComment: async (id: string, content: string) =>
    (await send<{ comment: CommentRow }>('post', `tasks/${id}/comments`, { content })).data.comment,
  timeEntries: async (id: string) =>
    (await getData<{ timeEntries: TimeEntryRow[] }>(`tasks/${id}/time-entries`)).timeEntries,
  logTime: (id: string, body: InferInput<typeof TimeEntryBody>) =>
    send<{ task: TaskRow }>('post', `tasks/${id}/time-entries`, body),
  quotation: (id: string, body: InferInput<typeof QuotationBody>) =>
    send<{ task: TaskRow }>('post', `tasks/${id}/quotation`, body),
};

/** The lists behind the grid's pickers, read once per visit of the screen. */
export const lookupsApi = {
  statuses: async () => (await getData<{ statuses: StatusRow[] }>('config/statuses')).statuses,
  priorities: async () => (await getData<{ priorities: PriorityRow[] }>('config/priorities')).priorities,
  people: async () => (await getData<{ people: PersonOption[] }>('people')).people,
  templates: async () =>
    (await getData<{ templates: TaskTemplateRow[] }>('config/task-templates', { isActive: 'true' }))
      .templates,
  clients: async () =>
    (
      await getData<{ clients: ClientRow[] }>('clients', {
        page: 1,
        limit: LIMITS.maxPageSize,
        isActive: 'true',
      })
    ).clients,
  createStatus: (body: InferInput<typeof StatusBody>) =>
    send<{ status: StatusRow }>('post', 'config/statuses', body),
};
