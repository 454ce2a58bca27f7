// Configurations (Admin): tabs follow the path; an unknown tab shows clients; Alt+Shift+←/→
// switches tabs.
import { Paper, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useShortcuts } from '../../lib/shortcuts/use-shortcuts';
import { AuditLogTab } from './audit/AuditLogTab';
import { PrioritiesTab } from './catalog/PrioritiesTab';
import { StatusesTab } from './catalog/StatusesTab';
import { ClientsTab } from './clients/ClientsTab';
import { ExportDataTab } from './export/ExportDataTab';
import { HolidaysTab } from './holidays/HolidaysTab';
import { InvoiceSettingsTab } from './invoice-settings/InvoiceSettingsTab';
import { ScheduledJobsTab } from './jobs/ScheduledJobsTab';
import { PreferencesTab } from './preferences/PreferencesTab';
import { RequestTemplatesTab } from './request-templates/RequestTemplatesTab';
import { SubTasksTab } from './templates/SubTasksTab';
import { TemplatesTab } from './templates/TemplatesTab';
import { UsersTab } from './users/UsersTab';

export const CONFIG_TABS: { value: string; label: string; view: () => ReactNode }[] = [
  { value: 'clients', label: 'Clients', view: () => <ClientsTab /> },
  { value: 'tasks', label: 'Tasks', view: () => <TemplatesTab /> },
  { value: 'sub-tasks', label: 'Sub-tasks', view: () => <SubTasksTab /> },
  { value: 'requests', label: 'Requests', view: () => <RequestTemplatesTab /> },
  { value: 'invoices', label: 'Invoices', view: () => <InvoiceSettingsTab /> },
  { value: 'priority', label: 'Priority', view: () => <PrioritiesTab /> },
  { value: 'status', label: 'Status', view: () => <StatusesTab /> },
  { value: 'users', label: 'Users', view: () => <UsersTab /> },
  { value: 'preferences', label: 'Preferences', view: () => <PreferencesTab /> },
  { value: 'holidays', label: 'Holidays', view: () => <HolidaysTab /> },
  { value: 'audit-log', label: 'Audit log', view: () => <AuditLogTab /> },
  { value: 'scheduled-jobs', label: 'Scheduled jobs', view: () => <ScheduledJobsTab /> },
  { value: 'export', label: 'Export data', view: () => <ExportDataTab /> },
];

export function ConfigurationsPage() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  const navigate = useNavigate();
  const index = Math.max(
    0,
    CONFIG_TABS.findIndex((t) => t.value === tab),
  );
  const active = CONFIG_TABS[index] ?? CONFIG_TABS[0];
  const go = (value: string) => void navigate({ to: '/configurations/$tab', params: { tab: value } });
  const step = (by: number) =>
    go(CONFIG_TABS[(index + by + CONFIG_TABS.length) % CONFIG_TABS.length]?.value ?? 'clients');
  useShortcuts([
    {
      id: 'config.next',
      name: 'Next tab',
      description: 'Go to the next configuration tab',
      category: 'Configurations',
      keys: 'alt+shift+arrowright',
      handler: () => step(1),
    },
    {
      id: 'config.previous',
      name: 'Previous tab',
      description: 'Go to the previous configuration tab',
      category: 'Configurations',
      keys: 'alt+shift+arrowleft',
      handler: () => step(-1),
    },
  ]);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        Configurations
      </Title>
      <Tabs value={active?.value} onChange={(value) => value && go(value)} keepMounted={false}>
        <ScrollArea type="auto" offsetScrollbars>
          <Tabs.List style={{ flexWrap: 'nowrap' }}>
            {CONFIG_TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </ScrollArea>
        {CONFIG_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            <Paper withBorder radius="md" p="md">
              {t.view()}
            </Paper>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
