// The money reports (Admin and Team Leader): receivables ageing, profitability and a client's
// statement of account, each as JSON and as a file.
import {
  type ClientRow,
  type ClientStatement,
  LIMITS,
  type ProfitabilityReport,
  type ReceivablesReport,
} from '@practice-desk/contracts';
import { getData } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export interface StatementRange {
  from: string;
  to: string;
}

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
  profitability: (range: Partial<StatementRange>) =>
    getData<ProfitabilityReport>('reports/profitability', dropEmpty(range)),
  exportProfitability: (range: Partial<StatementRange>) =>
    downloadFile('reports/profitability/export', dropEmpty(range), 'profitability.xlsx'),
  statement: (clientId: string, range: StatementRange) =>
    getData<ClientStatement>(`clients/${clientId}/statement`, { ...range }),
  statementPdf: (clientId: string, range: StatementRange) =>
    downloadFile(`clients/${clientId}/statement/pdf`, { ...range }, 'statement.pdf'),
  statementXlsx: (clientId: string, range: StatementRange) =>
    downloadFile(`clients/${clientId}/statement/xlsx`, { ...range }, 'statement.xlsx'),
};
