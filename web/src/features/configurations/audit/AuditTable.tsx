// The Admin log's entries: a table on wide screens, a list of entries on phones.
import { ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AuditEntryRow } from '@practice-desk/contracts';
import { AuditEntryItem } from '../../../components/history/AuditEntryItem';
import { ChangeList } from '../../../components/history/ChangeList';
import { usePracticeTime } from '../../../lib/preferences/hooks/use-practice-time';

export function AuditTable({ entries }: { entries: AuditEntryRow[] }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const when = usePracticeTime();
  if (phone)
    return (
      <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Audit log">
        {entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} showRecord />
        ))}
      </Stack>
    );
  return (
    <ScrollArea type="auto">
      <Table striped verticalSpacing="xs" miw={900} aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={140}>When</Table.Th>
            <Table.Th w={160}>Who</Table.Th>
            <Table.Th w={220}>Record</Table.Th>
            <Table.Th w={130}>Action</Table.Th>
            <Table.Th>Changes</Table.Th>
            <Table.Th w={120}>IP address</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>{when(entry.at)}</Table.Td>
              <Table.Td>{entry.user?.name ?? 'System'}</Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {entry.entityLabel}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {entry.label ?? entry.entityId}
                </Text>
              </Table.Td>
              <Table.Td>{entry.actionLabel}</Table.Td>
              <Table.Td>
                <ChangeList changes={entry.changes} created={entry.action === 'create'} />
              </Table.Td>
              <Table.Td>{entry.ip}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
