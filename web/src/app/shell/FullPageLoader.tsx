// A centred spinner with a line of text, for start-up and for the route guard.
import { Center, Loader, Stack, Text } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh">
      <Stack align="center" gap="xs">
        <Loader size="md" />
        <Text c="dimmed" size="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
