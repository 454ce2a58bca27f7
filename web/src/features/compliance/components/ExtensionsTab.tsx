// Extensions: every due date the practice extended (form, period, new date, note, which clients,
// who and when), newest first; the Admin adds one with 'Extend due date'.
import { Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { type ClientRow, type ExtensionRow, formPeriodLabel } from '@practice-desk/contracts';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { complianceApi } from '../api/compliance-api';
import { useAnswer } from '../hooks/use-answer';
import { COMPLIANCE_SCREEN } from '../messages';
import { countOf, dayText } from '../utils/item-text';
import { ExtensionModal } from './ExtensionModal';
import { LoadProblem } from './LoadProblem';

export function ExtensionsTab({ canExtend, clients }: { canExtend: boolean; clients: ClientRow[] }) {
  const [open, setOpen] = useState(false);
  const { data, loading, error, reload } = useAnswer(
    complianceApi.extensions,
    'extensions',
    COMPLIANCE_SCREEN.extensionsFailed,
  );
  const rows = [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          An extension moves the due date of every open item of its form and period, keeps the date first
          notified, and applies to items generated later.
        </Text>
        {canExtend && (
          <Button leftSection={<IconCalendarPlus size={16} />} onClick={() => setOpen(true)}>
            Extend due date
          </Button>
        )}
      </Group>
      {error ? (
        <LoadProblem title="Extensions not loaded" message={error} onRetry={() => void reload()} />
      ) : loading && !data ? (
        <Loader size="sm" role="status" aria-label="Loading extensions" />
      ) : rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {COMPLIANCE_SCREEN.noExtensions}
        </Text>
      ) : (
        <ExtensionsTable rows={rows} />
      )}
      <ExtensionModal
        opened={open}
        clients={clients}
        onClose={() => setOpen(false)}
        onExtended={() => void reload()}
      />
    </Stack>
  );
}

function ExtensionsTable({ rows }: { rows: ExtensionRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0}>
      <Table striped verticalSpacing={6} fz="sm">
        <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
          {countOf(rows.length, 'extension')}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Form</Table.Th>
            <Table.Th>Period</Table.Th>
            <Table.Th>New due date</Table.Th>
            <Table.Th>Note</Table.Th>
            <Table.Th>Clients</Table.Th>
            <Table.Th>Added</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.code}</Table.Td>
              <Table.Td>{formPeriodLabel(row.code, row.period)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(row.dueDate)}</Table.Td>
              <Table.Td>{row.note}</Table.Td>
              <Table.Td>{row.clientIds ? countOf(row.clientIds.length, 'client') : 'All clients'}</Table.Td>
              <Table.Td>
                {dayText(row.createdAt)}
                {row.createdByName ? ` by ${row.createdByName}` : ''}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
