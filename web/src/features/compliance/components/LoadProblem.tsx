// What a part of the compliance screen shows when its answer could not be loaded: why, and a retry.
import { Alert, Button, Group } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function LoadProblem({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      <Group justify="space-between" gap="xs">
        <span>{message}</span>
        <Button size="xs" variant="default" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
