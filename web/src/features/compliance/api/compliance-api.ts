// The compliance calls (contracts compliance/api.ts): calendar, status board, their xlsx exports,
// generation, filing proof with its PDF, many filings at once and their import, extensions; and the client and people lists of the filters.
import type {
  BoardAnswer,
  BulkFilingAnswer,
  BulkFilingBody,
  CalendarAnswer,
  CalendarItem,
  ClientRow,
  ExtensionBody,
  ExtensionRow,
  FilingBody,
  FilingImportPreview,
  FilingImportResult,
  GenerateBody,
  GenerateResult,
  Ok,
  PersonOption,
} from '@practice-desk/contracts';
import { LIMITS } from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { api, getData, send } from '../../../lib/api-client';
import { downloadFile, uploadFile } from '../../../lib/files';
import type { Query } from '../utils/calendar-query';

/** The filing form: the contract's fields, sent as multipart with the acknowledgement PDF if any. */
export type FilingInput = InferInput<typeof FilingBody> & { file: File | null };

export const complianceApi = {
  calendar: (query: Query) => getData<CalendarAnswer>('compliance/calendar', query),
  /** Saves the calendar of the current filters as .xlsx; answers the file name. */
  exportCalendar: (query: Query) =>
    downloadFile('compliance/calendar/export', query, `compliance-calendar-${query.from}.xlsx`),
  board: (query: Query) => getData<BoardAnswer>('compliance/board', query),
  exportBoard: (query: Query) =>
    downloadFile('compliance/board/export', query, `status-board-${query.code}-${query.financialYear}.xlsx`),
  generate: (body: InferInput<typeof GenerateBody>) =>
    send<GenerateResult>('post', 'compliance/generate', body),
  /** The filing proof: the number, the date and, when given, the acknowledgement PDF (multipart). */
  file: async (itemId: string, input: FilingInput) => {
    const body = new FormData();
    body.append('arn', input.arn.trim());
    body.append('filedOn', input.filedOn);
    if (input.file) body.append('file', input.file, input.file.name);
    return api.post(`compliance/items/${itemId}/filing`, { body }).json<Ok<{ item: CalendarItem }>>();
  },
  /** Many items marked filed at once, each with its own date and acknowledgement. */
  fileMany: (filings: BulkFilingBody['filings']) =>
    send<BulkFilingAnswer>('post', 'compliance/filings/bulk', { filings }),
  importTemplate: () => downloadFile('compliance/filings/import/template', {}, 'past-filings-template.xlsx'),
  previewImport: async (file: File) =>
    (await uploadFile<FilingImportPreview>('compliance/filings/import/preview', 'file', file)).data,
  commitImport: (token: string) =>
    send<FilingImportResult>('post', 'compliance/filings/import/commit', { token }),
  acknowledgement: (item: Pick<CalendarItem, 'id' | 'code' | 'period'>) =>
    downloadFile(
      `compliance/items/${item.id}/acknowledgement`,
      {},
      `acknowledgement-${item.code}-${item.period.replace(/\s+/g, '-')}.pdf`,
    ),
  extensions: async () => (await getData<{ extensions: ExtensionRow[] }>('compliance/extensions')).extensions,
  extend: (body: InferInput<typeof ExtensionBody>) =>
    send<{ extension: ExtensionRow; moved: number }>('post', 'compliance/extensions', body),
  clients: async () =>
    (
      await getData<{ clients: ClientRow[] }>('clients', {
        page: 1,
        limit: LIMITS.maxPageSize,
        isActive: 'true',
      })
    ).clients,
  people: async () => (await getData<{ people: PersonOption[] }>('people')).people,
};
