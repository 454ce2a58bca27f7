// Checks one import row against the practice's names: every unknown name is an error with the
// reason, never silently the importer; what passes becomes the values of a task insert.

import {
  FREQUENCIES,
  type Frequency,
  IMPORT_MESSAGES,
  type ImportField,
  type ImportTaskCells,
  TASK_MESSAGES,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { Caller } from '../../../lib/context';
import type { ImportNames } from './names';

dayjs.extend(customParseFormat);

const DATE_FORMATS = [
  'YYYY-MM-DD',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'D/M/YYYY',
  'D MMM YYYY',
  'DD MMM YYYY',
  'D-MMM-YYYY',
  'DD-MMM-YYYY',
];

export interface ImportValues {
  clientId: string | null;
  clientName: string;
  task: string;
  subTask: string;
  et: number;
  tt: number;
  allottedTo: string | null;
  teamLeader: string | null;
  statusId: string;
  statusKey: string | null;
  priorityId: string;
  dueDate: string | null;
  frequency: Frequency;
  remarks: string | null;
}

export interface CheckedRow {
  row: number;
  cells: ImportTaskCells;
  errors: string[];
  /** The client named by the row when the practice has none of that name. */
  unknownClient: string | null;
  values: ImportValues;
}

function wholeMinutes(text: string, message: string, errors: string[]): number {
  if (text === '') return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) {
    errors.push(message);
    return 0;
  }
  return n;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export function parseDueDate(text: string): string | null | undefined {
  if (text === '') return null;
  // The template's own form, checked without trying every format (a large file is mostly these).
  if (ISO_DAY.test(text)) {
    const day = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text) ? text : undefined;
  }
  const parsed = dayjs(text, DATE_FORMATS, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : undefined;
}

function person(names: ImportNames, text: string, unknown: string, errors: string[]) {
  if (!text) return undefined;
  const found = names.people.get(text.toLowerCase());
  if (!found) errors.push(unknown);
  return found?.id ?? null;
}

/** `cellOf(field)`: the row's trimmed text for that field ('' when no column fills it). */
export function checkRow(
  row: number,
  cellOf: (field: ImportField) => string,
  names: ImportNames,
  user: Caller,
): CheckedRow {
  const errors: string[] = [];
  const cells: ImportTaskCells = {};
  const text = (field: ImportField) => {
    const value = cellOf(field);
    if (value) cells[field] = value;
    return value;
  };
  const clientName = text('client');
  const client = clientName ? names.clients.get(clientName.toLowerCase()) : undefined;
  if (!clientName) errors.push(IMPORT_MESSAGES.clientRequired);
  else if (!client) errors.push(IMPORT_MESSAGES.unknownClient(clientName));
  const task = text('task');
  if (!task) errors.push(IMPORT_MESSAGES.taskRequired);
  const statusName = text('status');
  const status = statusName ? names.statuses.get(statusName.toLowerCase()) : names.defaultStatus;
  if (!status) errors.push(IMPORT_MESSAGES.unknownStatus(statusName));
  else if (status.systemKey === 'HELP_REQUIRED') errors.push(TASK_MESSAGES.helpUserRequired);
  const priorityName = text('priority');
  const priorityId = priorityName
    ? names.priorities.get(priorityName.toLowerCase())?.id
    : names.defaultPriorityId;
  if (!priorityId) errors.push(IMPORT_MESSAGES.unknownPriority(priorityName));
  const et = wholeMinutes(text('et'), TASK_MESSAGES.etWhole, errors);
  const tt = wholeMinutes(text('tt'), TASK_MESSAGES.ttWhole, errors);
  const assigneeText = text('assignee');
  const allottedTo =
    person(names, assigneeText, IMPORT_MESSAGES.unknownAssignee(assigneeText), errors) ?? user.id;
  const leaderText = text('teamLeader');
  const teamLeader =
    person(names, leaderText, IMPORT_MESSAGES.unknownTeamLeader(leaderText), errors) ??
    (user.role === 'TEAM_MEMBER' ? null : user.id);
  // The same rights as adding the task by hand.
  if (user.role === 'TEAM_MEMBER' && allottedTo && allottedTo !== user.id)
    errors.push(IMPORT_MESSAGES.notYours);
  if (user.role === 'TEAM_LEADER' && teamLeader && teamLeader !== user.id)
    errors.push(IMPORT_MESSAGES.notLed);
  const dueDate = parseDueDate(text('dueDate'));
  if (dueDate === undefined) errors.push(TASK_MESSAGES.badDate);
  const frequencyText = text('frequency');
  const frequency = frequencyText
    ? FREQUENCIES.find((f) => f.toLowerCase() === frequencyText.toLowerCase())
    : 'None';
  if (!frequency) errors.push(TASK_MESSAGES.badFrequency);
  return {
    row,
    cells,
    errors,
    unknownClient: clientName && !client ? clientName : null,
    values: {
      clientId: client?.id ?? null,
      clientName: client?.name ?? clientName,
      task: task.slice(0, 200),
      subTask: text('subTask').slice(0, 200),
      et,
      tt,
      allottedTo,
      teamLeader,
      statusId: status?.id ?? '',
      statusKey: status?.systemKey ?? null,
      priorityId: priorityId ?? '',
      dueDate: dueDate ?? null,
      frequency: frequency ?? 'None',
      remarks: text('remarks') || null,
    },
  };
}
