// The calendar's items by due date: client, form, period, due date (with the extension that moved
// it), status, filing date, the acknowledgement by its authority's name (ARN, SRN, acknowledgement
// number) and its PDF. An item not filed yet opens the filing dialog, or is ticked to be marked
// filed with others; long lists show a hundred rows at a time.
import { Anchor, Button, Checkbox, Stack, Table, Text } from '@mantine/core';
import { ACKNOWLEDGEMENT_LABEL_ANY, acknowledgementLabel, type CalendarItem } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ClientLink } from '../../../components/clients/ClientLink';
import { dayText, extensionText, isFiled } from '../utils/item-text';
import { type ItemSelection, SelectAll } from './ItemSelectAll';
import { ItemStatusBadge } from './ItemStatusBadge';

const PAGE = 100;

interface Props {
  items: CalendarItem[];
  caption: string;
  onFile(item: CalendarItem): void;
  onDownload(item: CalendarItem): void;
  /** A day's list: the day is in its heading, so no due date column (an extension shows by the form). */
  oneDay?: boolean;
  /** Items not filed yet can be ticked, to be marked filed together. */
  selection?: ItemSelection;
}

export function ItemsTable({ items, caption, onFile, onDownload, oneDay = false, selection }: Props) {
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
              {selection && (
                <Table.Th w={32}>
                  <SelectAll items={sorted.slice(0, shown)} selection={selection} />
                </Table.Th>
              )}
              <Table.Th>Client</Table.Th>
              <Table.Th>Form</Table.Th>
              <Table.Th>Period</Table.Th>
              {!oneDay && <Table.Th>Due date</Table.Th>}
              <Table.Th>Status</Table.Th>
              <Table.Th>Filed on</Table.Th>
              <Table.Th>{ACKNOWLEDGEMENT_LABEL_ANY}</Table.Th>
              <Table.Th>Proof</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sorted.slice(0, shown).map((item) => (
              <ItemRow
                key={item.id}
                item={item}
                onFile={onFile}
                onDownload={onDownload}
                oneDay={oneDay}
                selection={selection}
              />
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
  selection,
}: { item: CalendarItem } & Pick<Props, 'onFile' | 'onDownload' | 'oneDay' | 'selection'>) {
  const extended = extensionText(item);
  const extension = extended && (
    <Text size="xs" c="dimmed">
      {extended}
    </Text>
  );
  return (
    <Table.Tr data-item-id={item.id}>
      {selection && (
        <Table.Td>
          {!isFiled(item) && (
            <Checkbox
              size="xs"
              aria-label={`Select ${item.title} for ${item.clientName}`}
              checked={selection.selected.has(item.id)}
              onChange={(e) => selection.onChange([item.id], e.currentTarget.checked)}
            />
          )}
        </Table.Td>
      )}
      <Table.Td>
        <ClientLink id={item.clientId} name={item.clientName} />
      </Table.Td>
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
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {item.arn && (
          <>
            <Text span size="xs" c="dimmed">
              {acknowledgementLabel(item.code)}{' '}
            </Text>
            <Text span fz="sm" ff="monospace">
              {item.arn}
            </Text>
          </>
        )}
      </Table.Td>
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
