// The DSC register's rows: client, holder, class, serial, issuer, validity with days left, custody;
// check out or in, the log, and (Admins and Team Leaders) edit.
import { ActionIcon, Badge, Button, Group, Table, Text, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DSC_CUSTODY_LABELS, DSC_HOLDER_LABELS, type DscRow } from '@practice-desk/contracts';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { expiryLook } from '../utils/expiry-look';
import { DscCards } from './DscCards';

interface Props {
  rows: DscRow[];
  canEdit: boolean;
  onEdit(row: DscRow): void;
  onCheckOut(row: DscRow): void;
  onCheckIn(row: DscRow): void;
  onLog(row: DscRow): void;
}

export function DscTable({ rows, canEdit, onEdit, onCheckOut, onCheckIn, onLog }: Props) {
  const dateFormat = useDateFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  if (rows.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No certificates found
      </Text>
    );
  if (phone)
    return (
      <DscCards
        rows={rows}
        canEdit={canEdit}
        onEdit={onEdit}
        onCheckOut={onCheckOut}
        onCheckIn={onCheckIn}
        onLog={onLog}
      />
    );
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label="DSC register">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>CLIENT</Table.Th>
            <Table.Th>HOLDER</Table.Th>
            <Table.Th>CLASS</Table.Th>
            <Table.Th>TOKEN SERIAL</Table.Th>
            <Table.Th>ISSUED BY</Table.Th>
            <Table.Th>VALID TO</Table.Th>
            <Table.Th>EXPIRY</Table.Th>
            <Table.Th>CUSTODY</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const shown = expiryLook(row.daysLeft);
            const out = row.movements.find((m) => m.returnedAt === null);
            return (
              <Table.Tr key={row.id}>
                <Table.Td>{row.clientName}</Table.Td>
                <Table.Td>
                  {row.holderName}{' '}
                  <Text span size="xs" c="dimmed">
                    {DSC_HOLDER_LABELS[row.holderKind]}
                  </Text>
                </Table.Td>
                <Table.Td>{row.certificateClass}</Table.Td>
                <Table.Td ff="monospace">{row.tokenSerial}</Table.Td>
                <Table.Td>{row.issuedBy}</Table.Td>
                <Table.Td>{formatDate(row.validTo, dateFormat)}</Table.Td>
                <Table.Td>
                  <Badge color={shown.color} variant="light">
                    {shown.text}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {DSC_CUSTODY_LABELS[row.custody]}
                  {out && (
                    <Text size="xs" c="dimmed">
                      with {out.takenBy}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {out ? (
                      <Button size="compact-xs" variant="light" onClick={() => onCheckIn(row)}>
                        Check in
                      </Button>
                    ) : (
                      <Button size="compact-xs" variant="light" onClick={() => onCheckOut(row)}>
                        Check out
                      </Button>
                    )}
                    <Tooltip label="In-out log">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`In-out log of ${row.tokenSerial}`}
                        onClick={() => onLog(row)}
                      >
                        <IconHistory size={16} />
                      </ActionIcon>
                    </Tooltip>
                    {canEdit && (
                      <Tooltip label="Edit">
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Edit ${row.tokenSerial}`}
                          onClick={() => onEdit(row)}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
