// Add Task's sub-task list: one named input per sub-task, with add and remove.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AddTaskValues } from './add-task-form';

export function SubTaskFields({ form }: { form: UseFormReturnType<AddTaskValues> }) {
  const { subTasks } = form.getValues();
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Sub-tasks
      </Text>
      {subTasks.map((_, i) => (
        // Rows have no identity of their own; the position is what the form knows them by.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Group key={i} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            label={`Sub-task ${i + 1}`}
            withAsterisk
            maxLength={200}
            style={{ flex: 1, minWidth: 0 }}
            {...form.getInputProps(`subTasks.${i}`)}
          />
          <Button
            variant="subtle"
            color="red"
            mt={24}
            px="xs"
            aria-label={`Remove sub-task ${i + 1}`}
            onClick={() => form.removeListItem('subTasks', i)}
          >
            Remove
          </Button>
        </Group>
      ))}
      {form.errors.subTasks && (
        <Text size="sm" c="red">
          {form.errors.subTasks}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            form.insertListItem('subTasks', '');
            form.clearFieldError('subTasks');
          }}
        >
          Add sub-task
        </Button>
      </Group>
    </Stack>
  );
}
