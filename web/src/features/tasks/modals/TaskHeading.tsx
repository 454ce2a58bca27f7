// A task modal's title: the modal's name over the task and sub-task it is about.
import { Text } from '@mantine/core';
import type { TaskRow } from '@practice-desk/contracts';

export function TaskHeading({ title, task }: { title: string; task: TaskRow | null }) {
  return (
    <div>
      <Text fw={600}>{title}</Text>
      {task && (
        <Text size="sm" c="dimmed" lineClamp={2} style={{ wordBreak: 'break-word' }}>
          {[task.client?.name, task.task, task.subTask].filter(Boolean).join(' · ')}
        </Text>
      )}
    </div>
  );
}
