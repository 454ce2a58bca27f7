// The statement import's calls: preview (the file, with the account when chosen), remap, commit and
// the history of imports.
import type {
  Ok,
  StatementCommitResult,
  StatementImportRow,
  StatementMapping,
  StatementPreview,
} from '@practice-desk/contracts';
import { api, getData, send } from '../../../../lib/api-client';

export const statementApi = {
  preview: async (file: File, bankAccountId: string | null) => {
    const body = new FormData();
    body.append('file', file, file.name);
    const searchParams: Record<string, string> = bankAccountId ? { bankAccountId } : {};
    return (await api.post('bank-statements/preview', { body, searchParams }).json<Ok<StatementPreview>>())
      .data;
  },
  remap: async (previewId: string, mapping: StatementMapping, bankAccountId: string | null) =>
    (await send<StatementPreview>('post', 'bank-statements/remap', { previewId, mapping, bankAccountId }))
      .data,
  commit: (previewId: string, mapping: StatementMapping, bankAccountId: string) =>
    send<StatementCommitResult>('post', 'bank-statements/commit', { previewId, mapping, bankAccountId }),
  imports: async (bankAccountId: string | null) =>
    (
      await getData<{ imports: StatementImportRow[] }>(
        'bank-statements/imports',
        bankAccountId ? { bankAccountId } : undefined,
      )
    ).imports,
};
