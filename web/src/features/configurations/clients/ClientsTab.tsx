// Clients: a paged table (20 a page) with search, selection and bulk actions, add/edit/delete,
// import and export.

import { ActionIcon, Badge, Button, Checkbox, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ClientRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ClientFormModal } from '../../../components/clients/ClientFormModal';
import { ClientLink } from '../../../components/clients/ClientLink';
import { ListFooter } from '../../../components/ListFooter';
import { configApi } from '../../../lib/config-api';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { TransferButtons } from '../components/TransferButtons';

export function ClientsTab() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 500);
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<string | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<ClientRow | null | 'new'>(null);
  const [deleting, setDeleting] = useState<ClientRow | null>(null);
  const { data, loading, reload } = useResource(
    () => configApi.clients(debounced, page, group),
    [debounced, page, group],
    'Failed to fetch clients',
  );
  const groups = useResource(() => configApi.clientGroups(), [data], 'Failed to fetch client groups');
  const rows = data?.clients ?? [];
  const allChecked = rows.length > 0 && rows.every((r) => selected.includes(r.id));
  const someChecked = rows.some((r) => selected.includes(r.id)) && !allChecked;

  const bulk = async (action: 'delete' | 'deactivate') => {
    const res = await configApi.bulkClients(selected, action);
    toast.success(res.message ?? 'Done');
    setSelected([]);
    await reload();
  };

  return (
    <>
      <ConfigHeader title="Clients">
        <TransferButtons
          exportPath="clients/export"
          importPath="clients/import"
          noun="Clients"
          onImported={reload}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Client
        </Button>
      </ConfigHeader>
      <Group mb="sm" justify="space-between">
        <Group gap="sm">
          <TextInput
            placeholder="Search clients..."
            leftSection={<IconSearch size={14} />}
            value={search}
            onChange={(e) => {
              setSearch(e.currentTarget.value);
              setPage(1);
            }}
            w={280}
            aria-label="Search clients"
          />
          <Select
            placeholder="All groups"
            aria-label="Filter by group"
            data={groups.data ?? []}
            value={group}
            onChange={(value) => {
              setGroup(value);
              setPage(1);
            }}
            clearable
            searchable
            w={220}
          />
        </Group>
        {selected.length > 0 && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              {selected.length} selected
            </Text>
            <Button size="xs" variant="default" onClick={() => bulk('deactivate')}>
              Deactivate
            </Button>
            <Button size="xs" color="red" variant="light" onClick={() => bulk('delete')}>
              Delete
            </Button>
          </Group>
        )}
      </Group>
      <Table.ScrollContainer minWidth={900}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={36}>
                <Checkbox
                  aria-label="Select all clients"
                  checked={allChecked}
                  indeterminate={someChecked}
                  onChange={() => setSelected(allChecked ? [] : rows.map((r) => r.id))}
                />
              </Table.Th>
              <Table.Th>CLIENT</Table.Th>
              <Table.Th>EMAIL ADDRESS</Table.Th>
              <Table.Th>PHONE NUMBER</Table.Th>
              <Table.Th>ADDRESS</Table.Th>
              <Table.Th>GST NUMBER</Table.Th>
              <Table.Th>GROUP</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <Checkbox
                    aria-label={`Select ${c.name}`}
                    checked={selected.includes(c.id)}
                    onChange={() =>
                      setSelected((s) => (s.includes(c.id) ? s.filter((x) => x !== c.id) : [...s, c.id]))
                    }
                  />
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ClientLink id={c.id} name={c.name} fw={500} />
                    {!c.isActive && (
                      <Badge size="xs" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.email ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.phone ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" lineClamp={1} maw={260}>
                    {c.address}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {c.gst ?? 'Not registered'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{c.group ?? '—'}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${c.name}`} onClick={() => setEditing(c)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${c.name}`}
                      onClick={() => setDeleting(c)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No clients found
        </Text>
      )}
      <ListFooter
        count={data?.pagination.total ?? 0}
        page={page}
        pages={data?.pagination.pages ?? 1}
        onPage={setPage}
      />
      <ClientFormModal
        opened={editing !== null}
        client={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete ${deleting?.name ?? ''}?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const res = await configApi.deleteClient(deleting.id);
          toast.success(res.data.deleted ? SUCCESS.clientDeleted : (res.message ?? 'Client deactivated'));
          await reload();
        }}
      />
    </>
  );
}
