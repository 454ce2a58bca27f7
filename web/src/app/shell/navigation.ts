// The top navigation's entries, their areas (who may open them), icons and shortcut digits.
import type { Area } from '@practice-desk/contracts';
import {
  IconCalendarCheck,
  IconCalendarDue,
  IconCalendarStats,
  IconCalendarTime,
  IconCertificate,
  IconChecklist,
  IconFileInvoice,
  IconListDetails,
  IconReportAnalytics,
  IconSettings,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

export interface NavEntry {
  label: string;
  to: string;
  area: Area;
  /** The key after Ctrl/Cmd+Alt: a digit for the first ten, a letter after them. */
  digit: number | string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** Other pages the entry is lit on (a page reached through its tabs). */
  alsoActiveOn?: string[];
}

export const NAV_ENTRIES: NavEntry[] = [
  { label: 'My Tasks', to: '/tasks', area: 'myTasks', digit: 1, icon: IconChecklist },
  { label: 'My Team Tasks', to: '/team-tasks', area: 'teamTasks', digit: 2, icon: IconUsersGroup },
  { label: 'All Tasks', to: '/all-tasks', area: 'allTasks', digit: 3, icon: IconListDetails },
  { label: 'Quotations & Invoicing', to: '/invoicing', area: 'invoicing', digit: 4, icon: IconFileInvoice },
  { label: 'Reports', to: '/reports', area: 'reports', digit: 5, icon: IconReportAnalytics },
  // Added after the first six: 7 keeps the digits people already know.
  { label: 'Compliance', to: '/compliance', area: 'compliance', digit: 7, icon: IconCalendarDue },
  { label: 'Timesheet', to: '/timesheet', area: 'timesheet', digit: 8, icon: IconCalendarTime },
  // Triage is the workload's second tab (TeamLoadTabs): one entry keeps the bar on one line.
  {
    label: 'Workload',
    to: '/workload',
    area: 'workload',
    digit: 'w',
    icon: IconCalendarStats,
    alsoActiveOn: ['/triage'],
  },
  { label: 'Day Approvals', to: '/day-approvals', area: 'dayApprovals', digit: 9, icon: IconCalendarCheck },
  { label: 'Registers', to: '/registers/udin', area: 'registers', digit: 0, icon: IconCertificate },
  {
    label: 'Configurations',
    to: '/configurations/clients',
    area: 'configurations',
    digit: 6,
    icon: IconSettings,
  },
];
