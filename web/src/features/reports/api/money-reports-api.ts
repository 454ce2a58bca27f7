// The money reports (Admin and Team Leader): receivables ageing, profitability and a client's
// statement of account, each as JSON and as a file.
import type { ClientStatement, ProfitabilityReport, ReceivablesReport } from '@practice-desk/contracts';
import { getData } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';

export interface StatementRange {
  from: string;
  to: string;
}

const dropEmpty = (search: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(search).filter(([, v]) => v)) as Record<string, string>;

export const moneyReportsApi = {
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
