// What is due from the client: the balance of every unpaid invoice, and how much is overdue.
import { Paper, Stack, Text } from '@mantine/core';
import { type PortalDue, paiseOf } from '@practice-desk/contracts';
import { rupees } from '../lib/format';

export function DueSummary({ due }: { due: PortalDue }) {
  const nothing = paiseOf(due.balance) <= 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      bg={nothing ? 'green.0' : 'white'}
      component="section"
      aria-label="What is due"
    >
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          Total due
        </Text>
        <Text fz={28} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {rupees(due.balance)}
        </Text>
        <Text size="sm">
          {nothing
            ? 'Nothing is due. Thank you!'
            : `${due.unpaidInvoices} unpaid ${due.unpaidInvoices === 1 ? 'invoice' : 'invoices'}`}
          {paiseOf(due.overdue) > 0 && (
            <Text span size="sm" c="red.8" fw={600}>
              {' '}
              · {rupees(due.overdue)} overdue
            </Text>
          )}
        </Text>
      </Stack>
    </Paper>
  );
}
