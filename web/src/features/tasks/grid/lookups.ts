// The lists the task grid's pickers and filters read (statuses, priorities, people, templates,
// clients), loaded once per visit of the screen.
import type {
  ClientRow,
  PersonOption,
  PriorityRow,
  StatusRow,
  TaskTemplateRow,
} from '@practice-desk/contracts';

export interface Lookups {
  statuses: StatusRow[];
  priorities: PriorityRow[];
  people: PersonOption[];
  templates: TaskTemplateRow[];
  clients: ClientRow[];
}

export const EMPTY_LOOKUPS: Lookups = {
  statuses: [],
  priorities: [],
  people: [],
  templates: [],
  clients: [],
};

/** Columns a person may hide (serial and actions always show). */
export const HIDEABLE_COLUMNS: { id: string; name: string }[] = [
  { id: 'client', name: 'Client' },
  { id: 'task', name: 'Task' },
  { id: 'subTask', name: 'Sub-task' },
  { id: 'et', name: 'ET' },
  { id: 'tt', name: 'TT' },
  { id: 'allottedTo', name: 'Allotted To' },
  { id: 'teamLeader', name: 'Team Leader' },
  { id: 'priority', name: 'Priority' },
  { id: 'status', name: 'Status' },
  { id: 'dueDate', name: 'Due Date' },
  { id: 'frequency', name: 'Frequency' },
];
