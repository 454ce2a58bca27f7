// The practice's reminder schedule (Admin): off by default; when on, the first reminder of an
// overdue invoice N days after its due date, then one every M days while a balance is left.
import { Button, Group, NumberInput, Paper, Switch, Text } from '@mantine/core';
import {
  DEFAULT_REMINDER_SCHEDULE,
  RECEIVABLES_MESSAGES,
  type ReminderSchedule,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { remindersApi } from '../../../../lib/reminders-api';
import { attempt } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { useResource } from '../../../../lib/use-resource';

export function ReminderScheduleCard() {
  const { data } = useResource(() => remindersApi.schedule(), [], 'Failed to fetch the reminder schedule');
  const [form, setForm] = useState<ReminderSchedule>(DEFAULT_REMINDER_SCHEDULE);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setForm(data);
  }, [data]);
  const days = (key: 'firstAfterDays' | 'repeatEveryDays') => (value: string | number) =>
    setForm((f) => ({ ...f, [key]: typeof value === 'number' ? value : Number.parseInt(value, 10) || 1 }));
  const save = async () => {
    setBusy(true);
    const saved = await attempt(
      () => remindersApi.saveSchedule(form),
      'Failed to save the reminder schedule',
    );
    setBusy(false);
    if (saved) toast.success(saved.message ?? RECEIVABLES_MESSAGES.scheduleSaved);
  };
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" fw={600} mb={4}>
        Reminder schedule
      </Text>
      <Group gap="md" align="flex-end" wrap="wrap">
        <Switch
          label="Send reminders automatically"
          checked={form.enabled}
          onChange={(e) => {
            // Read before the updater runs: React has cleared currentTarget by then.
            const enabled = e.currentTarget.checked;
            setForm((f) => ({ ...f, enabled }));
          }}
          mb={8}
        />
        <NumberInput
          label="First, days after due"
          min={1}
          max={365}
          w={170}
          value={form.firstAfterDays}
          onChange={days('firstAfterDays')}
          disabled={!form.enabled}
        />
        <NumberInput
          label="Then every (days)"
          min={1}
          max={365}
          w={150}
          value={form.repeatEveryDays}
          onChange={days('repeatEveryDays')}
          disabled={!form.enabled}
        />
        <Button variant="default" loading={busy} onClick={() => void save()}>
          Save schedule
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        Each reminder mails the invoice PDF and its balance to the client and is logged on the invoice.
      </Text>
    </Paper>
  );
}
