// One page per client (/clients/:id?tab=…): the heading with its identifiers and actions, then a
// tab for each side of the client, each with its count. Tabs are in the address and are moved
// between with the arrow keys (Home/End to the ends); a tab the person's role may not read (a
// Team Member's invoices and payments) is not shown.
import { Badge, Group, Loader, Stack, Tabs } from '@mantine/core';
import { CLIENT_PAGE_TABS, type ClientPageTab, type ClientSummary } from '@practice-desk/contracts';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { ClientFormModal } from '../../components/clients/ClientFormModal';
import { useAuthStore } from '../../lib/auth/auth-store';
import { AddTaskModal } from './components/AddTaskModal';
import { ClientHeader } from './components/ClientHeader';
import { ClientTabPanel } from './components/ClientTabPanel';
import { useClientPage } from './hooks/use-client-page';
import type { ClientPageSearch } from './states/client-page-search';

/** The count on a tab; null hides the tab (the person may not read it). */
export function tabCount(tab: ClientPageTab, s: ClientSummary): number | null {
  switch (tab) {
    case 'profile':
      return s.contacts;
    case 'compliance':
      return s.compliance;
    case 'tasks':
      return s.openTasks;
    case 'time':
      return s.unbilled ?? 0;
    case 'invoices':
      return s.invoices;
    case 'payments':
      return s.payments;
    case 'documents':
      return s.history;
  }
}

export function ClientPage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as ClientPageSearch;
  const navigate = useNavigate();
  const isAdmin = useAuthStore((s) => s.user?.role === 'ADMIN');
  const { client, summary, reload } = useClientPage(id);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [version, setVersion] = useState(0);
  if (!client || !summary)
    return (
      <Group justify="center" py="xl">
        <Loader role="status" aria-label="Loading the client" />
      </Group>
    );
  const tabs = CLIENT_PAGE_TABS.filter((t) => tabCount(t.key, summary) !== null);
  const active = tabs.find((t) => t.key === search.tab)?.key ?? 'profile';
  const open = (tab: string | null) => {
    if (!tab) return;
    void navigate({
      to: '.',
      search: tab === 'profile' ? {} : { tab },
      replace: true,
    } as never);
  };
  return (
    <Stack gap="md" style={{ minWidth: 0 }}>
      <ClientHeader
        client={client}
        canEdit={isAdmin}
        onEdit={() => setEditing(true)}
        onAddTask={() => setAdding(true)}
      />
      <Tabs value={active} onChange={open} keepMounted={false}>
        <Tabs.List aria-label={`${client.name}: sections`} style={{ flexWrap: 'wrap' }}>
          {tabs.map((t) => (
            <Tabs.Tab
              key={t.key}
              value={t.key}
              rightSection={
                <Badge
                  size="sm"
                  variant="light"
                  circle={false}
                  aria-label={`${tabCount(t.key, summary)} items`}
                >
                  {tabCount(t.key, summary)}
                </Badge>
              }
            >
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((t) => (
          <Tabs.Panel key={t.key} value={t.key} pt="md">
            <ClientTabPanel tab={t.key} client={client} summary={summary} version={version} />
          </Tabs.Panel>
        ))}
      </Tabs>
      <ClientFormModal
        opened={editing}
        client={client}
        onClose={() => setEditing(false)}
        onSaved={() => void reload()}
      />
      <AddTaskModal
        clientId={client.id}
        clientName={client.name}
        opened={adding}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setVersion((n) => n + 1);
          void reload();
        }}
      />
    </Stack>
  );
}
