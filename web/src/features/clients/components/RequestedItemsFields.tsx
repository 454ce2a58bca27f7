// The documents a new request asks for: each named, with an optional note for the client, and
// required or optional. At least one; rows are added and removed in place.
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DOCUMENT_REQUEST_LIMITS } from '@practice-desk/contracts';
import type { NewRequestValues } from './new-request-values';

export function RequestedItemsFields({ form }: { form: UseFormReturnType<NewRequestValues> }) {
  const { items } = form.getValues();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Documents to ask for
      </Text>
      {items.map((item, i) => (
        <Paper key={item.key} withBorder p="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label={`Document ${i + 1}`}
              placeholder="e.g. Bank statement April–March"
              withAsterisk
              {...form.getInputProps(`items.${i}.name`)}
            />
            <TextInput label={`Note for the client ${i + 1}`} {...form.getInputProps(`items.${i}.note`)} />
          </SimpleGrid>
          <Group justify="space-between" mt={6}>
            <Checkbox
              label="Required"
              aria-label={`Document ${i + 1} is required`}
              {...form.getInputProps(`items.${i}.required`, { type: 'checkbox' })}
            />
            {items.length > 1 && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                aria-label={`Remove document ${i + 1}`}
                onClick={() => form.removeListItem('items', i)}
              >
                Remove
              </Button>
            )}
          </Group>
        </Paper>
      ))}
      {form.errors.items && (
        <Text size="sm" c="red" role="alert">
          {form.errors.items}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          disabled={items.length >= DOCUMENT_REQUEST_LIMITS.items}
          onClick={() => form.insertListItem('items', newItem())}
        >
          Add document
        </Button>
      </Group>
    </Stack>
  );
}

let counter = 0;
export const newItem = () => ({ key: `item-${++counter}`, name: '', note: '', required: true });
