// Profile & contacts: the client's details, its compliance profile in brief, the people the
// practice deals with there and, for leaders, who of them may use the client portal.
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { type ClientDetail, ENTITY_TYPE_LABELS, isLeaderRole, stateName } from '@practice-desk/contracts';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { PortalAccessSection } from './PortalAccessSection';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

export function ProfileTab({ client }: { client: ClientDetail }) {
  const profile = client.compliance;
  const leader = useAuthStore((s) => isLeaderRole(s.user?.role));
  const state = client.stateCode ? stateName(client.stateCode) : null;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <Field label="E-mail" value={client.email} />
        <Field label="Phone" value={client.phone} />
        <Field label="Address" value={client.address} />
        <Field label="GST number" value={client.gst ?? 'Not registered'} />
        <Field label="State" value={state} />
        <Field label="PAN" value={client.pan} />
        <Field label="CIN / LLPIN" value={client.cin} />
        <Field label="Group" value={client.group} />
        <Field label="Entity type" value={profile ? ENTITY_TYPE_LABELS[profile.entityType] : null} />
        <Field label="TAN" value={profile?.tan} />
        <Field label="Compliance tasks go to" value={client.defaultAssignee?.name} />
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} size="h5">
          Contacts
        </Title>
        {profile && profile.contacts.length > 0 ? (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing={4} fz="sm" aria-label="Contacts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Role</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Phone</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {profile.contacts.map((c) => (
                  <Table.Tr key={`${c.name}-${c.email}`}>
                    <Table.Td>
                      {c.name}
                      {c.primary ? ' (primary)' : ''}
                    </Table.Td>
                    <Table.Td>{c.role || '—'}</Table.Td>
                    <Table.Td>{c.email || '—'}</Table.Td>
                    <Table.Td>{c.phone || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            No contacts yet; add them with Edit profile.
          </Text>
        )}
      </Stack>
      {leader && <PortalAccessSection client={client} />}
    </Stack>
  );
}
