// A stop the server refused because the day the timer ran on was approved meanwhile: its time can
// no longer be booked, so the only way on is to discard it (or leave it running and ask the team
// leader to reopen the day).
import { Button, Group, Stack, Text } from '@mantine/core';
import { TIMER_MESSAGES } from '@practice-desk/contracts';
import { AppModal } from '../../AppModal';
import { useTimerStore } from '../states/timer-store';

export function LockedDayModal() {
  const locked = useTimerStore((s) => s.locked);
  const busy = useTimerStore((s) => s.busy);
  const { stop, dismissQuestion } = useTimerStore.getState();
  return (
    <AppModal opened={locked} onClose={dismissQuestion} title="The day is locked" size="md">
      <Stack>
        <Text size="sm">{TIMER_MESSAGES.stopLocked}.</Text>
        <Text size="sm" c="dimmed">
          Discard the timer's time, or keep it running and ask your team leader to reopen the day.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={dismissQuestion}>
            Keep it running
          </Button>
          <Button color="red" loading={busy} onClick={() => void stop({ choice: 'discard' })}>
            Discard the time
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
