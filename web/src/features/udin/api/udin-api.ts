// The UDIN register's calls: list with filters, its .xlsx, register, change, remove; and the
// clients and people its form picks from.
import type { ClientRow, PersonOption, TaskRow, UdinBody, UdinList, UdinRow } from '@practice-desk/contracts';
import { LIMITS } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export type UdinFilters = Record<string, string>;

export const udinApi = {
  list: (filters: UdinFilters) => getData<UdinList>('registers/udin', filters),
  exportList: (filters: UdinFilters) => downloadFile('registers/udin/export', filters, 'udin-register.xlsx'),
  create: (body: InferInput<typeof UdinBody>) => send<{ document: UdinRow }>('post', 'registers/udin', body),
  update: (id: string, body: InferInput<typeof UdinBody>) =>
    send<{ document: UdinRow }>('put', `registers/udin/${id}`, body),
  remove: (id: string) => send<null>('delete', `registers/udin/${id}`),
  clients: async () =>
    (
      await getData<{ clients: ClientRow[] }>('clients', {
        page: 1,
        limit: LIMITS.maxPageSize,
        isActive: 'true',
      })
    ).clients,
  people: async () => (await getData<{ people: PersonOption[] }>('people')).people,
  /** The client's tasks the caller can see, newest first: what a document can be linked to. */
  tasks: async (clientId: string) =>
    (
      await getData<{ tasks: Pick<TaskRow, 'id' | 'task' | 'subTask'>[] }>(`clients/${clientId}/tasks`, {
        page: 1,
        limit: LIMITS.maxPageSize,
        counts: 'false',
      })
    ).tasks,
};
