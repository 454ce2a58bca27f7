// A day's list, opened from the calendar (Enter or a click on the day): the same rows as the list.

import { Text } from '@mantine/core';
import type { CalendarItem } from '@practice-desk/contracts';
import { AppModal } from '../../../components/AppModal';
import { countOf, longDayText } from '../utils/item-text';
import { ItemsTable } from './ItemsTable';

interface Props {
  day: string | null;
  items: CalendarItem[];
  onClose(): void;
  onFile(item: CalendarItem): void;
  onDownload(item: CalendarItem): void;
}

export function DayItemsModal({ day, items, onClose, onFile, onDownload }: Props) {
  const dayItems = day ? items.filter((item) => item.dueDate === day) : [];
  return (
    <AppModal
      opened={day !== null}
      onClose={onClose}
      size="xl"
      title={day ? `Due on ${longDayText(day)}` : ''}
    >
      {dayItems.length ? (
        <ItemsTable
          items={dayItems}
          caption={countOf(dayItems.length, 'item')}
          onFile={onFile}
          onDownload={onDownload}
          oneDay
        />
      ) : (
        <Text c="dimmed">Nothing falls due on this day for these filters.</Text>
      )}
    </AppModal>
  );
}
