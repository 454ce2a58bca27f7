// Reminders of an overdue invoice: 'Send reminder' (the invoice's PDF and balance mailed to the
// client) while it is issued, owing and past its due date, and the log of every reminder sent, by
// hand or by the practice's schedule.
import { Badge, Button, Group, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { type InvoiceRow, isOverdue, RECEIVABLES_MESSAGES } from '@practice-desk/contracts';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { remindersApi } from '../../../../lib/reminders-api';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { toast } from '../../../../lib/toast';
import { useResource } from '../../../../lib/use-resource';

export function InvoiceReminders({ invoice }: { invoice: InvoiceRow }) {
  const dateFormat = useDateFormat();
  const { data, reload } = useResource(
    () => remindersApi.list(invoice.id),
    [invoice.id],
    'Failed to fetch reminders',
  );
  const [composing, setComposing] = useState(false);
  const [email, setEmail] = useState(invoice.billedTo.email ?? '');
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const reminders = data ?? [];
  // The server decides on the practice's own day; this only offers the button.
  const overdue = isOverdue(invoice, practiceToday());
  if (!overdue && reminders.length === 0) return null;

  const sendNow = async () => {
    setBusy(true);
    const sent = await attempt(
      () =>
        remindersApi.send(invoice.id, {
          email: email.trim() || undefined,
          message: message.trim() || undefined,
        }),
      RECEIVABLES_MESSAGES.reminderFailed,
    );
    setBusy(false);
    if (!sent) return;
    toast.success(sent.message ?? RECEIVABLES_MESSAGES.reminderSent(email));
    setComposing(false);
    setMessage('');
    void reload();
  };

  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Group gap={6}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Reminders
          </Text>
          {overdue && (
            <Badge size="xs" color="red" variant="light">
              Overdue since {formatDate(invoice.dueDate, dateFormat)}
            </Badge>
          )}
        </Group>
        {overdue && !composing && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconBellRinging size={14} />}
            onClick={() => setComposing(true)}
          >
            Send reminder
          </Button>
        )}
      </Group>
      {composing && (
        <Stack gap="xs" mb="sm">
          <TextInput
            label="To"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            description={`The invoice PDF and the balance of ${rupees(invoice.balance)} go with the reminder`}
          />
          <Textarea
            label="Message (optional)"
            autosize
            minRows={2}
            value={message}
            onChange={(e) => setMessage(e.currentTarget.value)}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" onClick={() => setComposing(false)}>
              Cancel
            </Button>
            <Button size="xs" loading={busy} onClick={() => void sendNow()}>
              Send
            </Button>
          </Group>
        </Stack>
      )}
      {reminders.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reminders sent yet.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Reminders sent">
          <Table.Tbody>
            {reminders.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.sentAt, dateFormat)}
                </Table.Td>
                <Table.Td fz="sm">{r.sentTo}</Table.Td>
                <Table.Td fz="sm" c="dimmed">
                  {r.automatic ? `Automatic (reminder ${r.step})` : (r.sentBy ?? '—')}
                </Table.Td>
                <Table.Td fz="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {rupees(r.balance)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
