// The UDIN register's rows: type, client, signer and number, dates, UDIN, status; Edit opens the form.
import { ActionIcon, Badge, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { UDIN_DOCUMENT_LABELS, UDIN_STATUS_LABELS, type UdinRow } from '@practice-desk/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { UDIN_STATUS_COLOR } from '../utils/status-color';
import { UdinCards } from './UdinCards';

export function UdinTable({ rows, onEdit }: { rows: UdinRow[]; onEdit(row: UdinRow): void }) {
  const dateFormat = useDateFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const day = (value: string | null) => (value ? formatDate(value, dateFormat) : '—');
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No documents found
      </Text>
    );
  if (phone) return <UdinCards rows={rows} onEdit={onEdit} />;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="UDIN register">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>DOCUMENT</Table.Th>
            <Table.Th>CLIENT</Table.Th>
            <Table.Th>SIGNING MEMBER</Table.Th>
            <Table.Th>SIGNED ON</Table.Th>
            <Table.Th>UDIN</Table.Th>
            <Table.Th>GENERATED ON</Table.Th>
            <Table.Th>WINDOW CLOSES</Table.Th>
            <Table.Th>STATUS</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{UDIN_DOCUMENT_LABELS[row.documentType]}</Table.Td>
              <Table.Td>{row.clientName}</Table.Td>
              <Table.Td>
                {row.signerName}{' '}
                <Text span size="xs" c="dimmed">
                  {row.membershipNumber}
                </Text>
              </Table.Td>
              <Table.Td>{day(row.signedOn)}</Table.Td>
              <Table.Td ff="monospace">{row.udin ?? '—'}</Table.Td>
              <Table.Td>{day(row.generatedOn)}</Table.Td>
              <Table.Td>{row.udin ? '—' : day(row.windowClosesOn)}</Table.Td>
              <Table.Td>
                <Badge color={UDIN_STATUS_COLOR[row.status]} variant="light">
                  {UDIN_STATUS_LABELS[row.status]}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Tooltip label="Edit">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${row.clientName} ${UDIN_DOCUMENT_LABELS[row.documentType]}`}
                    onClick={() => onEdit(row)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
