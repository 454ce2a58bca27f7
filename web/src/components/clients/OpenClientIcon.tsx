// A small icon that opens a client's page, beside a client name that does something else
// (opens a statement, edits a cell).
import { ActionIcon } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function OpenClientIcon({ id, name }: { id: string; name: string }) {
  return (
    <ActionIcon
      variant="subtle"
      size="sm"
      aria-label={`Open ${name}`}
      title={`Open ${name}`}
      renderRoot={(props) => <Link {...props} to="/clients/$id" params={{ id }} />}
    >
      <IconExternalLink size={14} />
    </ActionIcon>
  );
}
