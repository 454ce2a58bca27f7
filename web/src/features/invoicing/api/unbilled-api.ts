// The unbilled queue's calls (issue 18 "Unbilled work"), typed with the contracts.
import type {
  DraftFromUnbilledBody,
  GenerateInvoicesResult,
  UnbilledQueue,
  WriteOffBody,
  WriteOffRow,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const unbilledApi = {
  queue: () => getData<UnbilledQueue>('invoicing/unbilled'),
  draft: (body: InferInput<typeof DraftFromUnbilledBody>) =>
    send<GenerateInvoicesResult>('post', 'invoicing/unbilled/draft-invoices', body),
  writeOff: (body: InferInput<typeof WriteOffBody>) =>
    send<{ taskIds: string[] }>('post', 'invoicing/unbilled/write-off', body),
  writeOffs: () => getData<{ writeOffs: WriteOffRow[] }>('invoicing/write-offs'),
  exportWriteOffs: () => downloadFile('invoicing/write-offs/export', {}, 'write-offs.xlsx'),
};
