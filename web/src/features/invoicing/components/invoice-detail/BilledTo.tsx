// Who the invoice is for: the client's name, address and GSTIN (or 'Unregistered'), and the place
// of supply that decided CGST + SGST or IGST.
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InvoiceRow } from '@practice-desk/contracts';
import { stateText } from '../../utils/state-text';

export function BilledTo({ invoice }: { invoice: InvoiceRow }) {
  const client = invoice.billedTo;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Paper withBorder radius="sm" p="sm" bg="gray.0">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Billed to
          </Text>
          <Text fw={600}>{client.name}</Text>
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {client.address}
          </Text>
          <Text size="sm">
            GSTIN:{' '}
            <Text span size="sm" ff={client.gstin ? 'monospace' : undefined}>
              {client.gstin ?? 'Unregistered'}
            </Text>
          </Text>
          {client.email && (
            <Text size="sm" c="dimmed">
              {client.email}
            </Text>
          )}
        </Stack>
      </Paper>
      <Paper withBorder radius="sm" p="sm" bg="gray.0">
        <Stack gap={2}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Place of supply
          </Text>
          <Text fw={600}>{invoice.placeOfSupply ? stateText(invoice.placeOfSupply) : '—'}</Text>
          <Text size="sm">Tax payable on reverse charge: No</Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  );
}
