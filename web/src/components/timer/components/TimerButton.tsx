// Start or stop the timer on one task (the task's time dialog).
import { Button } from '@mantine/core';
import { IconPlayerPlayFilled, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTimerStore } from '../states/timer-store';

export function TimerButton({ taskId, disabled }: { taskId: string; disabled?: boolean }) {
  const running = useTimerStore((s) => s.timer?.taskId === taskId);
  const busy = useTimerStore((s) => s.busy);
  return (
    <Button
      variant="light"
      color={running ? 'red' : 'teal'}
      leftSection={running ? <IconPlayerStopFilled size={14} /> : <IconPlayerPlayFilled size={14} />}
      loading={busy}
      disabled={disabled}
      onClick={() => void useTimerStore.getState().toggle(taskId)}
    >
      {running ? 'Stop timer' : 'Start timer'}
    </Button>
  );
}
