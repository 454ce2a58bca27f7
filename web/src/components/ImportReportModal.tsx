// The outcome of an import: how many rows came in, and each refused row with its reason.
import { Alert, Stack, Table, Text } from '@mantine/core';
import type { ImportReport } from '../lib/files';
import { AppModal } from './AppModal';

export function ImportReportModal({
  report,
  onClose,
}: {
  report: (ImportReport & { file: string }) | null;
  onClose(): void;
}) {
  return (
    <AppModal opened={report !== null} onClose={onClose} title={`Import of ${report?.file ?? ''}`} size="lg">
      {report && (
        <Stack>
          <Alert color={report.failed.length ? 'yellow' : 'green'}>
            {report.imported} row(s) imported{report.failed.length ? `, ${report.failed.length} failed` : ''}.
          </Alert>
          {report.failed.length > 0 && (
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={80}>Row</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {report.failed.map((f) => (
                  <Table.Tr key={`${f.row}-${f.reason}`}>
                    <Table.Td>{f.row}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{f.reason}</Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </AppModal>
  );
}
