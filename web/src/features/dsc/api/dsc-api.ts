// The DSC register's calls: the list (all, expiring, expired), its .xlsx, add, change, remove,
// check-out and check-in; and the clients its form picks from.
import type { ClientRow, DscBody, DscCheckOutBody, DscRow, DscView } from '@practice-desk/contracts';
import { LIMITS } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const dscApi = {
  list: async (view: DscView) =>
    (await getData<{ certificates: DscRow[] }>('registers/dsc', { view })).certificates,
  exportList: (view: DscView) => downloadFile('registers/dsc/export', { view }, `dsc-register-${view}.xlsx`),
  create: (body: InferInput<typeof DscBody>) => send<{ certificate: DscRow }>('post', 'registers/dsc', body),
  update: (id: string, body: InferInput<typeof DscBody>) =>
    send<{ certificate: DscRow }>('put', `registers/dsc/${id}`, body),
  remove: (id: string) => send<null>('delete', `registers/dsc/${id}`),
  checkOut: (id: string, body: InferInput<typeof DscCheckOutBody>) =>
    send<{ certificate: DscRow }>('post', `registers/dsc/${id}/check-out`, body),
  checkIn: (id: string) => send<{ certificate: DscRow }>('post', `registers/dsc/${id}/check-in`),
  clients: async () =>
    (
      await getData<{ clients: ClientRow[] }>('clients', {
        page: 1,
        limit: LIMITS.maxPageSize,
        isActive: 'true',
      })
    ).clients,
};
