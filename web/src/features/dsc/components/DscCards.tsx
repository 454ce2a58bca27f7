// The DSC register on a phone: one card per certificate with what matters first (holder, expiry,
// custody) and the same actions as the table.
import { ActionIcon, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { DSC_CUSTODY_LABELS, DSC_HOLDER_LABELS, type DscRow } from '@practice-desk/contracts';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { expiryLook } from '../utils/expiry-look';

interface Props {
  rows: DscRow[];
  canEdit: boolean;
  onEdit(row: DscRow): void;
  onCheckOut(row: DscRow): void;
  onCheckIn(row: DscRow): void;
  onLog(row: DscRow): void;
}

export function DscCards({ rows, canEdit, onEdit, onCheckOut, onCheckIn, onLog }: Props) {
  const dateFormat = useDateFormat();
  return (
    <Stack gap="xs" aria-label="DSC register" role="list">
      {rows.map((row) => {
        const look = expiryLook(row.daysLeft);
        const out = row.movements.find((m) => m.returnedAt === null);
        return (
          <Card key={row.id} withBorder padding="sm" role="listitem">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text fw={600}>{row.holderName}</Text>
                <Text size="xs" c="dimmed">
                  {DSC_HOLDER_LABELS[row.holderKind]} · {row.clientName}
                </Text>
              </div>
              <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
                {look.text}
              </Badge>
            </Group>
            <Text size="sm" mt={4}>
              <Text span ff="monospace">
                {row.tokenSerial}
              </Text>{' '}
              · {row.certificateClass} · {row.issuedBy} · to {formatDate(row.validTo, dateFormat)}
            </Text>
            <Group justify="space-between" mt={6}>
              <Text size="sm">
                {DSC_CUSTODY_LABELS[row.custody]}
                {out ? ` (with ${out.takenBy})` : ''}
              </Text>
              <Group gap={4}>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => (out ? onCheckIn(row) : onCheckOut(row))}
                >
                  {out ? 'Check in' : 'Check out'}
                </Button>
                <ActionIcon
                  variant="subtle"
                  aria-label={`In-out log of ${row.tokenSerial}`}
                  onClick={() => onLog(row)}
                >
                  <IconHistory size={16} />
                </ActionIcon>
                {canEdit && (
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${row.tokenSerial}`}
                    onClick={() => onEdit(row)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
