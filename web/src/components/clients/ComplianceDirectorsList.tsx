// The directors (or an LLP's designated partners) of a client: name, DIN, their last DIR-3 KYC and
// the last change of their mobile, e-mail or address (a KYC within 30 days).
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PROFILE_HELP } from '@practice-desk/contracts';
import { DateField } from '../DateField';
import type { ClientFormValues } from './client-form-values';

export function ComplianceDirectorsList({ form }: { form: UseFormReturnType<ClientFormValues> }) {
  const { directors } = form.getValues().compliance;
  const path = 'compliance.directors';
  return (
    <Stack gap="xs">
      <div>
        <Text size="sm" fw={500}>
          Directors and DIN holders
        </Text>
        <Text size="xs" c="dimmed">
          {PROFILE_HELP.detailsChangedOn}
        </Text>
      </div>
      {directors.length === 0 && (
        <Text size="sm" c="dimmed">
          No directors listed; each one listed gets a DIR-3 KYC reminder.
        </Text>
      )}
      {directors.map((_, i) => (
        // Rows have no identity of their own; the position is what the form knows them by.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Paper key={i} withBorder p="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label={`Director ${i + 1} name`}
              withAsterisk
              {...form.getInputProps(`${path}.${i}.name`)}
            />
            <TextInput
              label={`Director ${i + 1} DIN`}
              withAsterisk
              inputMode="numeric"
              maxLength={8}
              {...form.getInputProps(`${path}.${i}.din`)}
            />
            <DateField
              label={`Director ${i + 1} last KYC`}
              {...form.getInputProps(`${path}.${i}.lastKycFiledOn`)}
            />
            <DateField
              label={`Director ${i + 1} details changed on`}
              {...form.getInputProps(`${path}.${i}.detailsChangedOn`)}
            />
          </SimpleGrid>
          <Group justify="flex-end" mt={4}>
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={`Remove director ${i + 1}`}
              onClick={() => form.removeListItem(path, i)}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            form.insertListItem(path, { name: '', din: '', lastKycFiledOn: '', detailsChangedOn: '' })
          }
        >
          Add director
        </Button>
      </Group>
    </Stack>
  );
}
