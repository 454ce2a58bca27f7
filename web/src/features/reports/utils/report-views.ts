// How each grouped report is shown: its rows, the name columns that identify a row, and what its
// chart compares. The numbers (tasks, sub-tasks, estimated, actual) are the same in all four.
import type {
  ClientReportRow,
  ReportTotals,
  SubTaskReportRow,
  TaskReportRow,
  UserReportRow,
} from '@practice-desk/contracts';
import type { ReportAnswers } from '../api/reports-api';

export interface NameColumn<Row> {
  key: string;
  label: string;
  value(row: Row): string;
}

export interface TotalsView<Row extends ReportTotals> {
  rows(answer: ReportAnswers[keyof ReportAnswers]): Row[];
  names: NameColumn<Row>[];
  rowKey(row: Row): string;
  chartLabel(row: Row): string;
  /** What one bar of the chart is, e.g. 'client'. */
  noun: string;
  /** A sub-tasks column is shown unless every row is one sub-task already. */
  subTasksColumn: boolean;
}

const rowsOf =
  <Row>(field: string) =>
  (answer: ReportAnswers[keyof ReportAnswers]) =>
    ((answer as unknown as Record<string, Row[]>)[field] ?? []) as Row[];

export const clientsView: TotalsView<ClientReportRow> = {
  rows: rowsOf('clients'),
  names: [{ key: 'client', label: 'CLIENT', value: (r) => r.clientName }],
  rowKey: (r) => r.clientId ?? 'none',
  chartLabel: (r) => r.clientName,
  noun: 'client',
  subTasksColumn: true,
};

export const usersView: TotalsView<UserReportRow> = {
  rows: rowsOf('users'),
  names: [{ key: 'user', label: 'USER', value: (r) => r.userName }],
  rowKey: (r) => r.userId ?? 'none',
  chartLabel: (r) => r.userName,
  noun: 'user',
  subTasksColumn: true,
};

export const tasksView: TotalsView<TaskReportRow> = {
  rows: rowsOf('tasks'),
  names: [{ key: 'task', label: 'TASK', value: (r) => r.task || '(no task name)' }],
  rowKey: (r) => r.task,
  chartLabel: (r) => r.task || '(no task name)',
  noun: 'task',
  subTasksColumn: true,
};

export const subTasksView: TotalsView<SubTaskReportRow> = {
  rows: rowsOf('subTasks'),
  names: [
    { key: 'task', label: 'TASK', value: (r) => r.task || '(no task name)' },
    { key: 'subTask', label: 'SUB-TASK', value: (r) => r.subTask || '—' },
  ],
  rowKey: (r) => `${r.task}\u0000${r.subTask}`,
  // The sub-task first: a phone shows only the start of a label.
  chartLabel: (r) => (r.subTask ? `${r.subTask} · ${r.task}` : r.task || '(no task name)'),
  noun: 'sub-task',
  subTasksColumn: false,
};
