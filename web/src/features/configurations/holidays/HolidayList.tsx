// A year's holidays: the date in the practice's date format with its weekday, the name, and a delete
// that asks first.
import { ActionIcon, Table, Text } from '@mantine/core';
import type { Holiday } from '@practice-desk/contracts';
import { IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { toast } from '../../../lib/toast';
import { holidaysApi } from './holidays-api';

export function HolidayList({
  holidays,
  loading,
  year,
  onChanged,
}: {
  holidays: Holiday[];
  loading: boolean;
  year: number;
  onChanged(): void;
}) {
  const format = useDateFormat();
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={300}>
        <Table striped highlightOnHover verticalSpacing={6} aria-label={`Holidays of ${year}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={150}>DATE</Table.Th>
              <Table.Th>NAME</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {holidays.map((h) => (
              <Table.Tr key={h.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(h.day, format)}{' '}
                  <Text span size="sm" c="dimmed">
                    {dayjs(h.day).format('ddd')}
                  </Text>
                </Table.Td>
                <Table.Td>{h.name}</Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${h.name} (${formatDate(h.day, format)})`}
                    onClick={() => setDeleting(h)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && holidays.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No holidays in {year}. Add them one by one above, or import a spreadsheet of them.
        </Text>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete "${deleting?.name ?? ''}" on ${formatDate(deleting?.day, format)}?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const res = await holidaysApi.remove(deleting.id);
          toast.success(res.message ?? 'Holiday removed');
          onChanged();
        }}
      />
    </>
  );
}
