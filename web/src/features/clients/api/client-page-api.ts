// The calls behind the client page: its details, the counts on its tabs and each tab's rows, all
// through endpoints the rest of the app already uses (the server checks every right).
import type {
  AdvanceRow,
  BoardAnswer,
  CalendarAnswer,
  ClientDetail,
  ClientStatement,
  ClientSummary,
  CreateTaskBody,
  InvoiceRow,
  Pagination,
  TaskListAnswer,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';

export const clientPageApi = {
  client: (id: string) => getData<{ client: ClientDetail }>(`clients/${id}`),
  summary: (id: string) => getData<{ summary: ClientSummary }>(`clients/${id}/summary`),
  openTasks: (id: string) =>
    getData<TaskListAnswer>(`clients/${id}/tasks`, {
      open: 'true',
      sortBy: 'dueDate',
      sortOrder: 'asc',
      limit: 200,
    }),
  allTasks: (id: string) =>
    getData<TaskListAnswer>(`clients/${id}/tasks`, { sortBy: 'createdAt', sortOrder: 'desc', limit: 200 }),
  calendar: (clientId: string, from: string, to: string) =>
    getData<CalendarAnswer>('compliance/calendar', { clientId, from, to }),
  /** The client's row of one form's status board. */
  board: (clientId: string, code: string, financialYear: string) =>
    getData<BoardAnswer>('compliance/board', { code, financialYear, clientId }),
  invoices: (id: string) =>
    getData<{ invoices: InvoiceRow[]; pagination: Pagination }>(`clients/${id}/invoices`),
  statement: (id: string, from: string, to: string) =>
    getData<ClientStatement>(`clients/${id}/statement`, { from, to }),
  advances: (id: string) => getData<{ advances: AdvanceRow[] }>(`clients/${id}/advances`),
  addTask: (body: InferInput<typeof CreateTaskBody>) => send<{ task: { id: string } }>('post', 'tasks', body),
};
