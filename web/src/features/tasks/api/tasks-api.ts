// The task calls of spec §7 and the lists the task screen's pickers read.
import type {
  ClientRow,
  CommentRow,
  DayEndMonth,
  EstimateByUser,
  PersonOption,
  PriorityRow,
  StatusRow,
  TaskFilterCounts,
  TaskRow,
  TaskStats,
  TaskTemplateRow,
  TimeEntryRow,
} from '@practice-desk/contracts';
import { LIMITS, type Money } from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';
import { downloadFile, type ImportReport, uploadFile } from '../../../lib/files';

export interface TaskPage {
  tasks: TaskRow[];
  pagination: { total: number; pages: number; page: number; limit: number };
  stats?: TaskStats;
  filterCounts?: TaskFilterCounts;
}

/** Fields a grid edit or a create may send (spec names; ids for people and client). */
export type TaskPatch = Partial<{
  client: string | null;
  task: string;
  subTask: string;
  et: number;
  tt: number;
  /** The TT the edit started from: the server adds the difference (see UpdateTaskBody). */
  ttFrom: number;
  allottedTo: string | null;
  teamLeader: string | null;
  helpRequiredUser: string | null;
  priority: string;
  status: string;
  dueDate: string | null;
  frequency: TaskRow['frequency'];
  remarks: string | null;
}>;

export const tasksApi = {
  list: (query: URLSearchParams) => getData<TaskPage>('tasks', query),
  get: async (id: string) => (await getData<{ task: TaskRow }>(`tasks/${id}`)).task,
  create: async (body: TaskPatch) => (await send<{ task: TaskRow }>('post', 'tasks', body)).data.task,
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
  logTime: (id: string, body: { minutes: number; date?: string; note?: string }) =>
    send<{ task: TaskRow }>('post', `tasks/${id}/time-entries`, body),
  quotation: (id: string, body: { amount: Money; remarks?: string; comment?: string; draft: boolean }) =>
    send<{ task: TaskRow }>('post', `tasks/${id}/quotation`, body),

  dayEnds: (month: string) => getData<DayEndMonth>('day-ends', { month }),
  submitDay: (date: string) => send<{ dayEnd: unknown }>('post', 'day-ends', { date }),
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
  createStatus: (body: { name: string; color: string; followUpRequired: boolean }) =>
    send<{ status: StatusRow }>('post', 'config/statuses', body),
};
