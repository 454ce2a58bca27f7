// Fields both registers' forms have: the client a document or certificate is for, and notes.
import { Select, type SelectProps, Textarea, type TextareaProps } from '@mantine/core';
import type { ClientRow } from '@practice-desk/contracts';

export function ClientSelect({ clients, ...props }: SelectProps & { clients: ClientRow[] }) {
  return (
    <Select
      label="Client"
      withAsterisk
      searchable
      nothingFoundMessage="No clients found"
      data={clients.map((c) => ({ value: c.id, label: c.name }))}
      {...props}
    />
  );
}

export function NotesField(props: TextareaProps) {
  return <Textarea label="Notes" autosize minRows={2} maxLength={1000} {...props} />;
}
