// The server's question for a timer that ran past midnight: book each day's part on its date,
// all on the start day, the minutes typed, or nothing.
import { Button, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { MINUTES_PER_DAY } from '@practice-desk/contracts';
import { useState } from 'react';
import { useDateFormat, useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { minutesWithHm } from '../../../lib/preferences/utils/format-minutes';
import { AppModal } from '../../AppModal';
import { DurationField } from '../../DurationField';
import { useTimerStore } from '../states/timer-store';

export function PastMidnightModal() {
  const question = useTimerStore((s) => s.question);
  const busy = useTimerStore((s) => s.busy);
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  const shownDate = (date: string) => formatDate(date, dateFormat);
  const [minutes, setMinutes] = useState<number | ''>('');
  const { stop, dismissQuestion } = useTimerStore.getState();
  const typed = typeof minutes === 'number' && minutes >= 1;

  return (
    <AppModal
      opened={question !== null}
      onClose={dismissQuestion}
      title="The timer ran past midnight"
      size="md"
    >
      {question && (
        <Stack>
          {/* The title says it ran past midnight; the text says when and how long. */}
          <Text size="sm">
            It started on {shownDate(question.startedOn)} and ran {minutesWithHm(question.totalMinutes, unit)}{' '}
            in all. Choose how to book its time.
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
          {/* Side by side where they fit whole; one under the other on a phone. */}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button loading={busy} onClick={() => void stop({ choice: 'split' })}>
              Book each day's part
            </Button>
            <Button variant="light" loading={busy} onClick={() => void stop({ choice: 'startDay' })}>
              All on {shownDate(question.startedOn)}
            </Button>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <DurationField
              label={`Minutes to book on ${shownDate(question.startedOn)}`}
              max={MINUTES_PER_DAY}
              value={minutes}
              onChange={setMinutes}
            />
            <Button
              variant="default"
              disabled={!typed}
              loading={busy}
              onClick={() => typed && void stop({ choice: 'minutes', minutes })}
              style={{ alignSelf: 'end' }}
            >
              Book these minutes
            </Button>
          </SimpleGrid>
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
