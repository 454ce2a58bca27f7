// 'Leave and hours': a person's days of leave from today (add a range or a half day, remove one),
// as the workload view counts them out of their available hours. Who may be picked is who the
// view shows (a member only themselves, a leader their team, an Admin anyone).
import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { CapacityAnswer, LeaveDay } from '@practice-desk/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { useAuthStore } from '../../../lib/auth/auth-store';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { toast } from '../../../lib/toast';
import { leaveApi } from '../api/leave-api';
import { PersonWeek } from './PersonWeek';

async function report(error: unknown, fallback: string) {
  const problem = await readProblem(error);
  if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
}

export function LeaveDialog({
  opened,
  answer,
  onClose,
  onChanged,
}: {
  opened: boolean;
  answer: CapacityAnswer;
  onClose(): void;
  onChanged(): void;
}) {
  const dateFormat = useDateFormat();
  const isAdmin = useAuthStore((s) => s.user?.role === 'ADMIN');
  const [userId, setUserId] = useState<string | null>(answer.people[0]?.id ?? null);
  const [leave, setLeave] = useState<LeaveDay[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [half, setHalf] = useState(false);
  const [note, setNote] = useState('');

  const load = useCallback(async () => {
    if (!userId || !opened) return;
    try {
      setLeave(await leaveApi.list(userId, answer.today));
    } catch (error) {
      await report(error, 'Failed to load the leave');
    }
  }, [userId, opened, answer.today]);
  useEffect(() => {
    void load();
  }, [load]);

  const add = async () => {
    if (!userId || !from) return;
    try {
      const res = await leaveApi.add({ userId, from, to: half ? from : to || from, half, note });
      toast.success(res.message ?? 'Leave added');
      setFrom('');
      setTo('');
      setHalf(false);
      setNote('');
      await load();
      onChanged();
    } catch (error) {
      await report(error, 'Failed to add the leave');
    }
  };
  const remove = async (day: LeaveDay) => {
    try {
      await leaveApi.remove(day.id);
      await load();
      onChanged();
    } catch (error) {
      await report(error, 'Failed to remove the leave');
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Leave and hours" size="lg">
      <Stack gap="sm">
        <Select
          label="Person"
          data={answer.people.map((p) => ({ value: p.id, label: p.name }))}
          value={userId}
          onChange={setUserId}
          allowDeselect={false}
          searchable
          w={260}
        />
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void add();
          }}
        >
          <Group align="flex-end" gap="sm" wrap="wrap">
            <DateField label="From" value={from} onChange={setFrom} w={150} required />
            {!half && <DateField label="To" value={to} onChange={setTo} w={150} min={from || undefined} />}
            <Switch
              label="Half day"
              checked={half}
              onChange={(e) => setHalf(e.currentTarget.checked)}
              mb={8}
            />
            <TextInput
              label="Note"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              maxLength={200}
              w={180}
            />
            <Button type="submit" disabled={!from}>
              Add leave
            </Button>
          </Group>
        </form>
        <Text size="xs" c="dimmed">
          Days off and holidays in a range are skipped: only working days are recorded.
        </Text>
        {leave.length === 0 ? (
          <Text size="sm">No leave from today.</Text>
        ) : (
          <Table striped withTableBorder verticalSpacing={4} aria-label="Leave from today">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th>Part</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th w={40}>
                  <VisuallyHidden>Remove</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {leave.map((day) => (
                <Table.Tr key={day.id}>
                  <Table.Td>{formatDate(day.day, dateFormat)}</Table.Td>
                  <Table.Td>{day.half ? 'Half day' : 'Whole day'}</Table.Td>
                  <Table.Td>{day.note}</Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Remove leave on ${formatDate(day.day, dateFormat)}`}
                      onClick={() => void remove(day)}
                    >
                      <IconTrash size={14} />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {isAdmin && userId && <PersonWeek answer={answer} userId={userId} onChanged={onChanged} />}
      </Stack>
    </AppModal>
  );
}
