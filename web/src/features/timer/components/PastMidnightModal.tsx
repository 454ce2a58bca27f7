// The server's question for a timer that ran past midnight: book each day's part on its date,
// all on the start day, the minutes typed, or nothing.
import { Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { TIMER_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { useTimeUnit } from '../../preferences/states/preferences-store';
import { minutesWithHm } from '../../preferences/utils/format-minutes';
import { shownDate } from '../../tasks/modals/time-text';
import { useTimerStore } from '../states/timer-store';

export function PastMidnightModal() {
  const question = useTimerStore((s) => s.question);
  const busy = useTimerStore((s) => s.busy);
  const unit = useTimeUnit();
  const [minutes, setMinutes] = useState<number | string>('');
  const { stop, dismissQuestion } = useTimerStore.getState();
  const typed = typeof minutes === 'number' && Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440;

  return (
    <AppModal
      opened={question !== null}
      onClose={dismissQuestion}
      title="The timer ran past midnight"
      size="md"
    >
      {question && (
        <Stack>
          <Text size="sm">
            {TIMER_MESSAGES.pastMidnight}. It started on {shownDate(question.startedOn)} and ran{' '}
            {minutesWithHm(question.totalMinutes, unit)} in all.
          </Text>
          <Table withTableBorder striped aria-label="Time by day">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Day</Table.Th>
                <Table.Th ta="right">Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {question.split.map((d) => (
                <Table.Tr key={d.date}>
                  <Table.Td>{shownDate(d.date)}</Table.Td>
                  <Table.Td ta="right">{minutesWithHm(d.minutes, unit)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group grow>
            <Button loading={busy} onClick={() => void stop({ choice: 'split' })}>
              Book each day's part
            </Button>
            <Button variant="light" loading={busy} onClick={() => void stop({ choice: 'startDay' })}>
              All on {shownDate(question.startedOn)}
            </Button>
          </Group>
          <Group align="flex-end">
            <NumberInput
              label={`Minutes to book on ${shownDate(question.startedOn)}`}
              min={1}
              max={1440}
              allowDecimal={false}
              allowNegative={false}
              value={minutes}
              onChange={setMinutes}
              style={{ flex: 1 }}
            />
            <Button
              variant="default"
              disabled={!typed}
              loading={busy}
              onClick={() => typed && void stop({ choice: 'minutes', minutes })}
            >
              Book these minutes
            </Button>
          </Group>
          <Button
            color="red"
            variant="subtle"
            loading={busy}
            onClick={() => void stop({ choice: 'discard' })}
          >
            Discard the time
          </Button>
        </Stack>
      )}
    </AppModal>
  );
}
