// The footer of a list: COUNT, and Previous / 'Page X of Y' / Next when paged.
import { Button, Group, Text } from '@mantine/core';

export function ListFooter({
  count,
  page = 1,
  pages = 1,
  onPage,
}: {
  count: number;
  page?: number;
  pages?: number;
  onPage?(page: number): void;
}) {
  return (
    <Group
      justify="space-between"
      mt="sm"
      pt="sm"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="sm" fw={600}>
        COUNT: {count}
      </Text>
      {pages > 1 && onPage && (
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Text size="sm">
            Page {page} of {pages}
          </Text>
          <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </Group>
      )}
    </Group>
  );
}
