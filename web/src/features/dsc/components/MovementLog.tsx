// A token's in-out log: who took it, when, why, and when it came back.
import { Table, Text } from '@mantine/core';
import type { DscRow } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { AppModal } from '../../../components/AppModal';

const when = (iso: string | null) => (iso ? dayjs(iso).format('D MMM YYYY, HH:mm') : 'Not returned');

export function MovementLog({ row, onClose }: { row: DscRow | null; onClose(): void }) {
  return (
    <AppModal
      opened={row !== null}
      onClose={onClose}
      title={`In-out log: ${row?.tokenSerial ?? ''}`}
      size="lg"
    >
      {row && row.movements.length === 0 ? (
        <Text c="dimmed">This token has not left the office.</Text>
      ) : (
        <Table aria-label="In-out log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>TAKEN BY</Table.Th>
              <Table.Th>PURPOSE</Table.Th>
              <Table.Th>TAKEN</Table.Th>
              <Table.Th>RETURNED</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {row?.movements.map((move) => (
              <Table.Tr key={move.id}>
                <Table.Td>{move.takenBy}</Table.Td>
                <Table.Td>{move.purpose || '—'}</Table.Td>
                <Table.Td>{when(move.takenAt)}</Table.Td>
                <Table.Td>{when(move.returnedAt)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </AppModal>
  );
}
