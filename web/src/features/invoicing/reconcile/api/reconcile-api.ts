// The reconciliation calls (statement lines with their candidates, accept / advance / ignore /
// undo, accept every strong match, a client's open invoices, the report), typed with the contracts.
import type {
  AcceptBankLineBody,
  BankLine,
  BankLineList,
  BankLinesQuery,
  BankReport,
  BankReportQuery,
  OpenInvoiceList,
} from '@practice-desk/contracts';
import type { InferInput } from 'valibot';
import { getData, send } from '../../../../lib/api-client';

const query = (q: object) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;

export const reconcileApi = {
  lines: (q: Partial<BankLinesQuery> = {}) => getData<BankLineList>('bank-statements/lines', query(q)),
  accept: (id: string, body: InferInput<typeof AcceptBankLineBody>) =>
    send<{ line: BankLine }>('post', `bank-statements/lines/${id}/accept`, body),
  advance: (id: string, clientId: string) =>
    send<{ line: BankLine }>('post', `bank-statements/lines/${id}/advance`, { clientId }),
  ignore: (id: string, reason: string) =>
    send<{ line: BankLine }>('post', `bank-statements/lines/${id}/ignore`, { reason }),
  undo: (id: string) => send<{ line: BankLine }>('post', `bank-statements/lines/${id}/undo`),
  acceptStrong: (bankAccountId?: string) =>
    send<{ accepted: number; failed: number }>(
      'post',
      'bank-statements/accept-strong',
      bankAccountId ? { bankAccountId } : {},
    ),
  openInvoices: async (clientId: string) =>
    (await getData<OpenInvoiceList>('bank-statements/open-invoices', { clientId })).invoices,
  report: (q: Partial<BankReportQuery> = {}) => getData<BankReport>('bank-statements/report', query(q)),
};
