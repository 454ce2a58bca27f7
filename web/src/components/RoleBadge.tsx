// A role as a badge: Admin purple, the others blue.
import { Badge } from '@mantine/core';
import { ROLE_LABELS, type Role } from '@practice-desk/contracts';

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge size="sm" variant="light" color={role === 'ADMIN' ? 'grape' : 'blue'} style={{ flexShrink: 0 }}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}
