// The credit note calls (issue 18 "After sending: credit notes, never delete"), typed with the contracts.
import { type CreditNoteBody, type CreditNoteRow, invoiceFileName } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export const creditNotesApi = {
  list: async (invoiceId: string) =>
    (await getData<{ creditNotes: CreditNoteRow[] }>(`invoices/${invoiceId}/credit-notes`)).creditNotes,
  raise: (invoiceId: string, body: InferInput<typeof CreditNoteBody>) =>
    send<{ creditNote: CreditNoteRow }>('post', `invoices/${invoiceId}/credit-notes`, body),
  download: (note: Pick<CreditNoteRow, 'id' | 'creditNoteNumber'>) =>
    downloadFile(`credit-notes/${note.id}/download`, {}, invoiceFileName(note.creditNoteNumber)),
};
