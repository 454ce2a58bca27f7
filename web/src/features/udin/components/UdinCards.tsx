// The UDIN register on a phone: one card per document, its status and UDIN (or window) first.
import { ActionIcon, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { UDIN_DOCUMENT_LABELS, UDIN_STATUS_LABELS, type UdinRow } from '@practice-desk/contracts';
import { IconPencil } from '@tabler/icons-react';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { UDIN_STATUS_COLOR } from '../utils/status-color';

export function UdinCards({ rows, onEdit }: { rows: UdinRow[]; onEdit(row: UdinRow): void }) {
  const dateFormat = useDateFormat();
  return (
    <Stack gap="xs" role="list" aria-label="UDIN register">
      {rows.map((row) => (
        <Card key={row.id} withBorder padding="sm" role="listitem">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <div>
              <Text fw={600}>{UDIN_DOCUMENT_LABELS[row.documentType]}</Text>
              <Text size="xs" c="dimmed">
                {row.clientName} · signed {formatDate(row.signedOn, dateFormat)} by {row.signerName} (
                {row.membershipNumber})
              </Text>
            </div>
            <Badge color={UDIN_STATUS_COLOR[row.status]} variant="light" style={{ flexShrink: 0 }}>
              {UDIN_STATUS_LABELS[row.status]}
            </Badge>
          </Group>
          <Group justify="space-between" mt={6} wrap="nowrap">
            <Text size="sm" ff={row.udin ? 'monospace' : undefined}>
              {row.udin ?? `UDIN due by ${formatDate(row.windowClosesOn, dateFormat)}`}
            </Text>
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${row.clientName} ${UDIN_DOCUMENT_LABELS[row.documentType]}`}
              onClick={() => onEdit(row)}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
