// The task page's shortcuts (spec §9), registered for the whole signed-in app so that pressing
// one elsewhere says 'Not on Tasks page'; on a task page they run what the page put in
// `useTaskCommands`. Like every shortcut they do nothing while typing in a field. Keys the system
// or browser keeps are not used: Delete selected is Ctrl/Cmd+Alt+X (Windows takes
// Ctrl+Alt+Delete) and the tabs are Ctrl/Cmd+Alt+Shift+1..4 (browsers take Ctrl/Cmd+1..4 to
// switch their own tabs); the help modal says so.
import { SHORTCUT_WRONG_PAGE } from '@practice-desk/contracts';
import { create } from 'zustand';
import type { Shortcut } from '../../../lib/shortcuts/shortcut-store';
import { useShortcuts } from '../../../lib/shortcuts/use-shortcuts';

export type TaskCommand =
  | 'addRow'
  | 'refresh'
  | 'selectAll'
  | 'save'
  | 'endDay'
  | 'deleteSelected'
  | 'export'
  | 'import'
  | 'addClient'
  | 'addStatus'
  | 'tab1'
  | 'tab2'
  | 'tab3'
  | 'tab4'
  | 'timer'
  /** Not a shortcut: the 'Skip to task grid' link. */
  | 'focusGrid';

export const useTaskCommands = create<{
  commands: Partial<Record<TaskCommand, () => void>>;
  set(commands: Partial<Record<TaskCommand, () => void>>): void;
}>((set) => ({ commands: {}, set: (commands) => set({ commands }) }));

const TASK_PATHS = ['/tasks', '/team-tasks', '/all-tasks'];

const LIST: [TaskCommand, string, string, string][] = [
  ['addRow', 'mod+alt+n', 'Add row', 'Add a new task row'],
  ['refresh', 'mod+alt+r', 'Refresh', 'Reload the tasks'],
  ['selectAll', 'mod+alt+a', 'Select all', 'Tick every loaded row'],
  ['save', 'mod+alt+s', 'Save', 'Save the new rows'],
  ['endDay', 'mod+alt+d', 'End day', 'Open the End Day calendar'],
  ['deleteSelected', 'mod+alt+x', 'Delete selected', 'Delete the ticked tasks (Admin)'],
  ['export', 'mod+alt+shift+e', 'Export', 'Export the tasks of the current filters'],
  ['import', 'mod+alt+shift+i', 'Import', 'Import tasks from a file'],
  ['addClient', 'mod+alt+shift+c', 'Add client', 'Open Add Client'],
  ['addStatus', 'mod+alt+shift+s', 'Add status', 'Open Create Status'],
  ['tab1', 'mod+alt+shift+1', 'All Tasks tab', 'Show all tasks'],
  ['tab2', 'mod+alt+shift+2', 'Overdue tab', 'Show overdue tasks'],
  ['tab3', 'mod+alt+shift+3', 'Due Today tab', 'Show tasks due today'],
  ['tab4', 'mod+alt+shift+4', 'Due Tomorrow tab', 'Show tasks due tomorrow'],
  ['timer', 'mod+alt+t', 'Start/stop timer', 'Start a timer on the focused task, or stop it when it runs'],
];

export function useTaskShortcuts() {
  useShortcuts(
    LIST.map(
      ([command, keys, name, description]): Shortcut => ({
        id: `tasks.${command}`,
        name,
        description,
        category: 'Tasks',
        keys,
        contextPaths: TASK_PATHS,
        wrongPageMessage: SHORTCUT_WRONG_PAGE.tasks,
        handler: () => useTaskCommands.getState().commands[command]?.(),
      }),
    ),
  );
}
