// The calendar's items by due date: client, form, period, due date (with the extension that moved
// it), status, filing date, ARN and the acknowledgement to download. An item not filed yet opens
// the filing dialog; long lists show a hundred rows at a time.
import { Anchor, Button, Stack, Table, Text } from '@mantine/core';
import type { CalendarItem } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { dayText, extensionText } from '../utils/item-text';
import { ItemStatusBadge } from './ItemStatusBadge';

const PAGE = 100;

interface Props {
  items: CalendarItem[];
  caption: string;
  onFile(item: CalendarItem): void;
  onDownload(item: CalendarItem): void;
  /** A day's list: the day is in its heading, so no due date column (an extension shows by the form). */
  oneDay?: boolean;
}

export const isFiled = (item: CalendarItem) => item.status === 'filed' || item.status === 'filed-late';

export function ItemsTable({ items, caption, onFile, onDownload, oneDay = false }: Props) {
  const [shown, setShown] = useState(PAGE);
  const sorted = [...items].sort(
    (a, b) =>
      a.dueDate.localeCompare(b.dueDate) ||
      a.clientName.localeCompare(b.clientName) ||
      a.code.localeCompare(b.code),
  );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer
        minWidth={oneDay ? 700 : 860}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        <Table striped highlightOnHover verticalSpacing={6} fz="sm">
          <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Client</Table.Th>
              <Table.Th>Form</Table.Th>
              <Table.Th>Period</Table.Th>
              {!oneDay && <Table.Th>Due date</Table.Th>}
              <Table.Th>Status</Table.Th>
              <Table.Th>Filed on</Table.Th>
              <Table.Th>ARN</Table.Th>
              <Table.Th>Acknowledgement</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.slice(0, shown).map((item) => (
              <ItemRow key={item.id} item={item} onFile={onFile} onDownload={onDownload} oneDay={oneDay} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sorted.length > shown && (
        <Button
          variant="default"
          size="xs"
          onClick={() => setShown((n) => n + PAGE)}
          style={{ alignSelf: 'center' }}
        >
          Show more ({sorted.length - shown} left)
        </Button>
      )}
    </Stack>
  );
}

function ItemRow({
  item,
  onFile,
  onDownload,
  oneDay,
}: { item: CalendarItem } & Pick<Props, 'onFile' | 'onDownload' | 'oneDay'>) {
  const extended = extensionText(item);
  const extension = extended && (
    <Text size="xs" c="dimmed">
      {extended}
    </Text>
  );
  return (
    <Table.Tr data-item-id={item.id}>
      <Table.Td>{item.clientName}</Table.Td>
      <Table.Td miw={170}>
        {isFiled(item) ? (
          item.title
        ) : (
          <Anchor component="button" type="button" fz="sm" ta="left" onClick={() => onFile(item)}>
            {item.title}
          </Anchor>
        )}
        {item.assigneeName && (
          <Text size="xs" c="dimmed">
            {item.assigneeName}
          </Text>
        )}
        {oneDay && extension}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{item.periodLabel}</Table.Td>
      {!oneDay && (
        <Table.Td>
          <span style={{ whiteSpace: 'nowrap' }}>{dayText(item.dueDate)}</span>
          {extension}
        </Table.Td>
      )}
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <ItemStatusBadge status={item.status} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dayText(item.filedOn)}</Table.Td>
      <Table.Td style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{item.arn ?? ''}</Table.Td>
      <Table.Td>
        {item.hasAcknowledgement ? (
          <Anchor
            component="button"
            type="button"
            fz="sm"
            onClick={() => onDownload(item)}
            aria-label={`Download the acknowledgement of ${item.title} for ${item.clientName}`}
          >
            <IconDownload size={14} style={{ verticalAlign: 'middle' }} /> PDF
          </Anchor>
        ) : isFiled(item) ? (
          ''
        ) : (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onFile(item)}
            aria-label={`Record filing of ${item.title} for ${item.clientName}`}
          >
            Record filing
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
