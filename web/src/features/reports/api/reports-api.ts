// The report calls (spec §7 Reports): each answer for a period, and the .xlsx export.
import type {
  ClientsReport,
  DayEndReport,
  ReportId,
  SubTasksReport,
  TasksReport,
  UsersReport,
} from '@practice-desk/contracts';
import { getData } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/files';
import type { ReportSearch } from '../utils/report-search';

export interface ReportAnswers {
  'day-end': DayEndReport;
  clients: ClientsReport;
  users: UsersReport;
  tasks: TasksReport;
  'sub-tasks': SubTasksReport;
}

export const reportsApi = {
  load: <R extends ReportId>(report: R, search: ReportSearch) =>
    getData<ReportAnswers[R]>(`reports/${report}`, search),
  /** Saves `{report}-report-{date}.xlsx`; answers the file name, or null when it was cancelled. */
  export: (report: ReportId, search: ReportSearch) =>
    downloadFile(`reports/export/${report}`, { ...search, format: 'excel' }, `${report}-report.xlsx`),
};
