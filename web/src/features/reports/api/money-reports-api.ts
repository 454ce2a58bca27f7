// The money reports (Admin and Team Leader): receivables ageing, profitability and a client's
// statement of account, each as JSON and as a file.
import {
  type ClientRow,
  type ClientStatement,
  LIMITS,
  type ProfitabilityQuery,
  type ProfitabilityReport,
  type RealisationReport,
  type ReceivablesReport,
  type StatementQuery,
  type WipReport,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

/** A statement's period as the screen sends it: both dates, always (the contract's StatementQuery). */
type StatementRange = Required<InferInput<typeof StatementQuery>>;

const dropEmpty = (search: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v)) as Record<string, string>;

export const moneyReportsApi = {
  /** The practice's active clients, for a statement of a client who owes nothing. */
  clients: async () =>
    (
      await getData<{ clients: ClientRow[] }>('clients', {
        page: 1,
        limit: LIMITS.maxPageSize,
        isActive: 'true',
      })
    ).clients,
  receivables: (asOf?: string) => getData<ReceivablesReport>('reports/receivables', dropEmpty({ asOf })),
  exportReceivables: (asOf?: string) =>
    downloadFile('reports/receivables/export', dropEmpty({ asOf }), 'receivables.xlsx'),
  profitability: (range: InferInput<typeof ProfitabilityQuery>) =>
    getData<ProfitabilityReport>('reports/profitability', dropEmpty(range)),
  exportProfitability: (range: InferInput<typeof ProfitabilityQuery>) =>
    downloadFile('reports/profitability/export', dropEmpty(range), 'profitability.xlsx'),
  realisation: (range: InferInput<typeof ProfitabilityQuery>) =>
    getData<RealisationReport>('reports/realisation', dropEmpty(range)),
  exportRealisation: (range: InferInput<typeof ProfitabilityQuery>) =>
    downloadFile('reports/realisation/export', dropEmpty(range), 'realisation.xlsx'),
  wip: () => getData<WipReport>('reports/wip'),
  exportWip: () => downloadFile('reports/wip/export', {}, 'work-in-progress.xlsx'),
  statement: (clientId: string, range: StatementRange) =>
    getData<ClientStatement>(`clients/${clientId}/statement`, { ...range }),
  statementPdf: (clientId: string, range: StatementRange) =>
    downloadFile(`clients/${clientId}/statement/pdf`, { ...range }, 'statement.pdf'),
  statementXlsx: (clientId: string, range: StatementRange) =>
    downloadFile(`clients/${clientId}/statement/xlsx`, { ...range }, 'statement.xlsx'),
};
