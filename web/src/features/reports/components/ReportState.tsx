// What a report shows instead of its content: why it was not asked (an incomplete custom range),
// why it failed, or that the period holds no tasks.
import { Alert, Text } from '@mantine/core';
import { REPORT_MESSAGES } from '@practice-desk/contracts';
import { IconAlertCircle } from '@tabler/icons-react';

export function ReportState({
  problem,
  error,
  empty,
}: {
  problem?: string | null;
  error?: string | null;
  empty?: boolean;
}) {
  if (problem)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {problem}
      </Text>
    );
  if (error)
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
        {error}
      </Alert>
    );
  if (empty)
    return (
      <Text c="dimmed" ta="center" py="xl">
        {REPORT_MESSAGES.noTasks}
      </Text>
    );
  return null;
}
