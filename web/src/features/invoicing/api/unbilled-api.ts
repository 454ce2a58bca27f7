// The unbilled queue's calls (issue 18 "Unbilled work"), typed with the contracts.
import type {
  DraftFromUnbilledBody,
  GenerateInvoicesResult,
  UnbilledQueue,
  WriteOffBody,
} from '@practice-desk/contracts';
import { getData, send } from '../../../lib/api-client';

export const unbilledApi = {
  queue: () => getData<UnbilledQueue>('invoicing/unbilled'),
  draft: (body: DraftFromUnbilledBody) =>
    send<GenerateInvoicesResult>('post', 'invoicing/unbilled/draft-invoices', body),
  writeOff: (body: WriteOffBody) => send<{ taskIds: string[] }>('post', 'invoicing/unbilled/write-off', body),
};
