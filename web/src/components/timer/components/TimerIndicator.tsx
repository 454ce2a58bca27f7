// The header's running timer: elapsed time and the task, with Stop. Loads the timer once signed
// in, so a reload shows the one the server kept.
import { Button, Group, Text, Tooltip } from '@mantine/core';
import { IconPlayerStopFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTimerStore } from '../states/timer-store';
import { elapsedText } from './elapsed';
import { LockedDayModal } from './LockedDayModal';
import { PastMidnightModal } from './PastMidnightModal';
import { timerTaskName } from './task-name';

export function TimerIndicator() {
  const timer = useTimerStore((s) => s.timer);
  const busy = useTimerStore((s) => s.busy);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    void useTimerStore.getState().load();
  }, []);
  useEffect(() => {
    if (!timer) return;
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, [timer]);

  const stop = () => void useTimerStore.getState().stop();
  return (
    <>
      {timer && (
        <Group gap={6} wrap="nowrap" role="status" aria-label="Running timer" data-testid="running-timer">
          <Tooltip label={timerTaskName(timer)}>
            <Text
              size="sm"
              fw={600}
              c="teal.8"
              ff="monospace"
              visibleFrom="sm"
              style={{ whiteSpace: 'nowrap' }}
            >
              {elapsedText(timer.startedAt, now)}
            </Text>
          </Tooltip>
          <Text size="sm" c="dimmed" truncate maw={220} visibleFrom="md">
            {timerTaskName(timer)}
          </Text>
          <Button
            size="compact-sm"
            color="red"
            variant="light"
            visibleFrom="sm"
            leftSection={<IconPlayerStopFilled size={12} />}
            loading={busy}
            onClick={stop}
          >
            Stop
          </Button>
          {/* A phone has room for one small button: the time, and a tap stops it. */}
          <Button
            size="compact-xs"
            color="red"
            variant="light"
            hiddenFrom="sm"
            ff="monospace"
            aria-label={`Stop timer (${elapsedText(timer.startedAt, now)})`}
            leftSection={<IconPlayerStopFilled size={10} />}
            loading={busy}
            onClick={stop}
          >
            {elapsedText(timer.startedAt, now)}
          </Button>
        </Group>
      )}
      <PastMidnightModal />
      <LockedDayModal />
    </>
  );
}
