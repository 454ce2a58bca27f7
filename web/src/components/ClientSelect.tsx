// The client a register's document or certificate is for: a searchable list of the practice's
// active clients.
import { Select, type SelectProps } from '@mantine/core';
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
