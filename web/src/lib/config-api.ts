// The configuration calls (spec §7 Clients, Users, Config), typed.
import type {
  ClientBody,
  ClientBulkBody,
  ClientDetail,
  ClientRow,
  InviteBody,
  InvoiceSettings,
  InvoiceSettingsBody,
  Pagination,
  PersonOption,
  Preferences,
  PreferencesBody,
  PriorityBody,
  PriorityRow,
  ProfileBody,
  StatusBody,
  StatusRow,
  TaskTemplateBody,
  TaskTemplateRow,
  UpdateUserBody,
  UserRow,
} from '@practice-desk/contracts';
import { LIMITS } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from './api-client';

export const configApi = {
  clients: (search: string, page: number, group?: string | null) =>
    getData<{ clients: ClientRow[]; pagination: Pagination }>('clients', {
      page,
      limit: LIMITS.defaultPageSize,
      ...(search.length > 0 ? { search } : {}),
      ...(group ? { group } : {}),
    }),
  saveClient: (client: InferInput<typeof ClientBody>, id?: string) =>
    id
      ? send<{ client: ClientRow }>('put', `clients/${id}`, client)
      : send<{ client: ClientRow }>('post', 'clients', client),
  client: (id: string) => getData<{ client: ClientDetail }>(`clients/${id}`),
  clientGroups: async () => (await getData<{ groups: string[] }>('clients/groups')).groups,
  saveCompliance: (id: string, profile: InferInput<typeof ProfileBody>) =>
    send<{ client: ClientDetail }>('put', `clients/${id}/compliance`, profile),
  deleteClient: (id: string) => send<{ deleted: boolean; deactivated: boolean }>('delete', `clients/${id}`),
  bulkClients: (ids: string[], action: InferInput<typeof ClientBulkBody>['action']) =>
    send<unknown>('post', 'clients/bulk', { ids, action } satisfies InferInput<typeof ClientBulkBody>),
  templates: () => getData<{ templates: TaskTemplateRow[] }>('config/task-templates'),
  saveTemplate: (body: InferInput<typeof TaskTemplateBody>, id?: string) =>
    id
      ? send<{ template: TaskTemplateRow }>('put', `config/task-templates/${id}`, body)
      : send<{ template: TaskTemplateRow }>('post', 'config/task-templates', body),
  deleteTemplate: (id: string) => send<null>('delete', `config/task-templates/${id}`),
  priorities: () => getData<{ priorities: PriorityRow[] }>('config/priorities'),
  savePriority: (body: InferInput<typeof PriorityBody>, id?: string) =>
    id
      ? send<{ priority: PriorityRow }>('put', `config/priorities/${id}`, body)
      : send<{ priority: PriorityRow }>('post', 'config/priorities', body),
  deletePriority: (id: string) => send<null>('delete', `config/priorities/${id}`),
  statuses: () => getData<{ statuses: StatusRow[] }>('config/statuses'),
  saveStatus: (body: InferInput<typeof StatusBody>, id?: string) =>
    id
      ? send<{ status: StatusRow }>('put', `config/statuses/${id}`, body)
      : send<{ status: StatusRow }>('post', 'config/statuses', body),
  deleteStatus: (id: string) => send<null>('delete', `config/statuses/${id}`),
  users: () => getData<{ users: UserRow[] }>('users'),
  inviteUser: (body: InferInput<typeof InviteBody>) => send<{ user: UserRow }>('post', 'users', body),
  updateUser: (id: string, body: InferInput<typeof UpdateUserBody>) =>
    send<{ user: UserRow }>('put', `users/${id}`, body),
  resendInvitation: (id: string) => send<{ user: UserRow }>('post', `users/${id}/resend-invitation`),
  deleteUser: (id: string) => send<{ deleted: boolean }>('delete', `users/${id}`),
  people: () => getData<{ people: PersonOption[] }>('people'),
  preferences: () => getData<{ preferences: Preferences }>('config/preferences'),
  savePreferences: (body: InferInput<typeof PreferencesBody>) =>
    send<{ preferences: Preferences }>('put', 'config/preferences', body),
  invoiceSettings: () => getData<{ settings: InvoiceSettings }>('config/invoice-settings'),
  saveInvoiceSettings: (body: InferInput<typeof InvoiceSettingsBody>) =>
    send<{ settings: InvoiceSettings }>('put', 'config/invoice-settings', body),
};
