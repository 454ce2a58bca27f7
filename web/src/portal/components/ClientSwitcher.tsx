// For a contact of several clients: which client's requests the portal shows.
import { NativeSelect } from '@mantine/core';
import type { PortalMe } from '@practice-desk/contracts';

export function ClientSwitcher({
  clients,
  value,
  onChange,
}: {
  clients: PortalMe['clients'];
  value: string;
  onChange(id: string): void;
}) {
  return (
    <NativeSelect
      label="Client"
      size="sm"
      value={value}
      data={clients.map((c) => ({ value: c.id, label: c.name }))}
      onChange={(event) => onChange(event.currentTarget.value)}
      maw={360}
    />
  );
}
