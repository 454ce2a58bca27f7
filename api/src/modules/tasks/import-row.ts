// Turns one spreadsheet row into a task create, naming the first problem in the row's words.
import { type CreateTaskBody, FREQUENCIES, type Frequency, TASK_MESSAGES } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { cell, type SheetCell } from '../../lib/spreadsheet';

dayjs.extend(customParseFormat);

export interface ImportNames {
  clients: Map<string, string>;
  people: Map<string, string>;
}

export class RowProblem extends Error {}

const DATE_FORMATS = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'D MMM YYYY',
  'DD MMM YYYY',
  'D-MMM-YYYY',
  'DD-MMM-YYYY',
];

function text(value: SheetCell): string {
  if (value === null) return '';
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  return String(value).trim();
}

function minutes(value: SheetCell, message: string): number {
  if (value === null || text(value) === '') return 0;
  const n = typeof value === 'number' ? value : Number(text(value));
  if (!Number.isInteger(n) || n < 0) throw new RowProblem(message);
  return n;
}

function dueDate(value: SheetCell): string | null {
  if (value === null || text(value) === '') return null;
  if (value instanceof Date) return dayjs(value).format('YYYY-MM-DD');
  const parsed = dayjs(text(value), DATE_FORMATS, true);
  if (!parsed.isValid()) throw new RowProblem(TASK_MESSAGES.badDate);
  return parsed.format('YYYY-MM-DD');
}

function person(names: ImportNames, value: SheetCell, field: string): string | undefined {
  const name = text(value).toLowerCase();
  if (!name) return undefined;
  const id = names.people.get(name);
  if (!id) throw new RowProblem(`${field}: ${TASK_MESSAGES.unknownUser} '${text(value)}'`);
  return id;
}

export function rowToTask(row: Record<string, SheetCell>, names: ImportNames): CreateTaskBody {
  const clientName = text(cell(row, 'client', 'client name'));
  if (!clientName) throw new RowProblem('Client is required');
  const client = names.clients.get(clientName.toLowerCase());
  if (!client) throw new RowProblem(TASK_MESSAGES.unknownClient);
  const task = text(cell(row, 'task'));
  if (!task) throw new RowProblem('Task is required');
  const frequency = text(cell(row, 'frequency'));
  const match = FREQUENCIES.find((f) => f.toLowerCase() === frequency.toLowerCase());
  if (frequency && !match) throw new RowProblem(TASK_MESSAGES.badFrequency);
  const status = text(cell(row, 'status'));
  const priority = text(cell(row, 'priority'));
  const allottedTo = person(names, cell(row, 'assignee', 'allotted to', 'allottedto'), 'Assignee');
  const teamLeader = person(names, cell(row, 'team leader', 'teamleader'), 'Team Leader');
  return {
    client,
    task: task.slice(0, 200),
    subTask: text(cell(row, 'subtask', 'sub task')).slice(0, 200),
    et: minutes(cell(row, 'et', 'estimated time'), TASK_MESSAGES.etWhole),
    tt: minutes(cell(row, 'tt', 'time taken'), TASK_MESSAGES.ttWhole),
    ...(status ? { status } : {}),
    ...(priority ? { priority } : {}),
    ...(allottedTo ? { allottedTo } : {}),
    ...(teamLeader ? { teamLeader } : {}),
    dueDate: dueDate(cell(row, 'due date', 'duedate')),
    frequency: (match ?? 'None') as Frequency,
  };
}
