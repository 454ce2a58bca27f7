// The audit trail's calls: a record's History, the Admin's log and its .xlsx export.
import type { AuditPage } from '@practice-desk/contracts';
import { getData } from '../../lib/api-client';
import { downloadFile } from '../../lib/files';

export type HistoryOf = 'tasks' | 'clients' | 'invoices';

/** Filters of the Admin's log, as the query string carries them. */
export type AuditFilterParams = Partial<Record<'entity' | 'entityId' | 'userId' | 'from' | 'to', string>>;

const withCursor = (params: Record<string, string>, cursor: string | null) =>
  cursor ? { ...params, cursor } : params;

export const historyApi = {
  record: (of: HistoryOf, id: string, cursor: string | null) =>
    getData<AuditPage>(`${of}/${id}/history`, withCursor({ limit: '50' }, cursor)),
  log: (filters: AuditFilterParams, cursor: string | null) =>
    getData<AuditPage>('audit', withCursor({ ...clean(filters), limit: '50' }, cursor)),
  exportLog: (filters: AuditFilterParams) => downloadFile('audit/export', clean(filters), 'audit-log.xlsx'),
};

function clean(filters: AuditFilterParams): Record<string, string> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as Record<string, string>;
}
