// The client's contacts; exactly one is primary: invoices, reminders and digests go to that one.
import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ClientFormValues } from './client-form-values';

export function ComplianceContactsList({ form }: { form: UseFormReturnType<ClientFormValues> }) {
  const { contacts } = form.getValues().compliance;
  const path = 'compliance.contacts';
  const makePrimary = (index: number) => {
    form.setFieldValue(
      path,
      contacts.map((contact, i) => ({ ...contact, primary: i === index })),
    );
    form.clearFieldError(path);
  };
  const remove = (index: number) => {
    const wasPrimary = contacts[index]?.primary;
    form.removeListItem(path, index);
    if (wasPrimary && contacts.length > 1) form.setFieldValue(`${path}.0.primary`, true);
  };
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Contacts
      </Text>
      <Text size="sm" c="dimmed">
        The primary contact receives invoices, reminders and digests.
      </Text>
      {contacts.map((contact, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are known by their position in the form.
        <Paper key={i} withBorder p="xs">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput
              label={`Contact ${i + 1} name`}
              withAsterisk
              {...form.getInputProps(`${path}.${i}.name`)}
            />
            <TextInput label={`Contact ${i + 1} role`} {...form.getInputProps(`${path}.${i}.role`)} />
            <TextInput
              label={`Contact ${i + 1} e-mail`}
              type="email"
              withAsterisk={contact.primary}
              {...form.getInputProps(`${path}.${i}.email`)}
            />
            <TextInput label={`Contact ${i + 1} phone`} {...form.getInputProps(`${path}.${i}.phone`)} />
          </SimpleGrid>
          <Group justify="space-between" mt={6}>
            <Radio
              name="primary-contact"
              label="Primary"
              aria-label={`Contact ${i + 1} is primary`}
              checked={contact.primary}
              onChange={() => makePrimary(i)}
            />
            <Button
              variant="subtle"
              color="red"
              size="compact-sm"
              aria-label={`Remove contact ${i + 1}`}
              onClick={() => remove(i)}
            >
              Remove
            </Button>
          </Group>
        </Paper>
      ))}
      {form.errors[path] && (
        <Text size="sm" c="red" role="alert">
          {form.errors[path]}
        </Text>
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => {
            form.insertListItem(path, {
              name: '',
              role: '',
              email: '',
              phone: '',
              primary: contacts.length === 0,
            });
            form.clearFieldError(path);
          }}
        >
          Add contact
        </Button>
      </Group>
    </Stack>
  );
}
