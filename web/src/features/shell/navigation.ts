// The top navigation's entries, their areas (who may open them) and their shortcut digits.
import type { Area } from '@practice-desk/contracts';

export interface NavEntry {
  label: string;
  to: string;
  area: Area;
  digit: number;
}

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'My Tasks', to: '/tasks', area: 'myTasks', digit: 1 },
  { label: 'My Team Tasks', to: '/team-tasks', area: 'teamTasks', digit: 2 },
  { label: 'All Tasks', to: '/all-tasks', area: 'allTasks', digit: 3 },
  { label: 'Quotations & Invoicing', to: '/invoicing', area: 'invoicing', digit: 4 },
  { label: 'Reports', to: '/reports', area: 'reports', digit: 5 },
  { label: 'Configurations', to: '/configurations/clients', area: 'configurations', digit: 6 },
];
