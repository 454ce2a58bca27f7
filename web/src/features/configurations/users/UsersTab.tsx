// Users: initials avatar, e-mail, role badge, status, added on; invite, resend, edit role and
// status, delete (deactivated when they own work), export.

import { ActionIcon, Avatar, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { ROLE_LABELS, SUCCESS, type UserRow } from '@practice-desk/contracts';
import { IconMailForward, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { configApi } from '../../../lib/config-api';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { TransferButtons } from '../components/TransferButtons';
import { UserRatesTable } from '../rates/UserRatesTable';
import { UserFormModal } from './UserFormModal';

const STATUS_COLOR = { Active: 'green', Inactive: 'gray', Invited: 'yellow' } as const;
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('');

export function UsersTab() {
  const me = useAuthStore((s) => s.user?.id);
  const dateFormat = useDateFormat();
  const { data, loading, reload } = useResource(() => configApi.users(), [], 'Failed to fetch users');
  const [editing, setEditing] = useState<UserRow | null | 'new'>(null);
  const [deleting, setDeleting] = useState<UserRow | null>(null);
  const users = data?.users ?? [];
  return (
    <>
      <ConfigHeader title="Users">
        <TransferButtons exportPath="users/export" noun="Users" />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add User
        </Button>
      </ConfigHeader>
      <Table.ScrollContainer minWidth={760}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>USER</Table.Th>
              <Table.Th>EMAIL ADDRESS</Table.Th>
              <Table.Th>ROLE</Table.Th>
              <Table.Th>STATUS</Table.Th>
              <Table.Th>ADDED ON</Table.Th>
              <Table.Th w={110} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {users.map((u) => (
              <Table.Tr key={u.id}>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Avatar size={28} radius="xl" color="indigo">
                      {initials(u.name)}
                    </Avatar>
                    <Text size="sm" fw={500}>
                      {u.name}
                    </Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{u.email}</Text>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="light" color={u.role === 'ADMIN' ? 'grape' : 'blue'}>
                    {ROLE_LABELS[u.role]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Badge size="sm" variant="dot" color={STATUS_COLOR[u.status]}>
                    {u.status}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{formatDate(u.createdAt, dateFormat) || 'N/A'}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {u.status === 'Invited' && (
                      <Tooltip label="Resend invitation">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Resend invitation to ${u.name}`}
                          onClick={async () => {
                            const res = await configApi.resendInvitation(u.id);
                            toast.success(res.message ?? SUCCESS.invitationSent);
                          }}
                        >
                          <IconMailForward size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                    <ActionIcon variant="subtle" aria-label={`Edit ${u.name}`} onClick={() => setEditing(u)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${u.name}`}
                      disabled={u.id === me}
                      onClick={() => setDeleting(u)}
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
      {!loading && users.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No users found
        </Text>
      )}
      <ListFooter count={users.length} />
      <UserRatesTable />
      <UserFormModal
        opened={editing !== null}
        user={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete ${deleting?.name ?? ''}?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const res = await configApi.deleteUser(deleting.id);
          toast.success(res.data.deleted ? SUCCESS.userDeleted : (res.message ?? 'User deactivated'));
          await reload();
        }}
      />
    </>
  );
}
