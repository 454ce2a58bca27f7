// A grouped report as a table: name columns, tasks, sub-tasks, estimated, actual and the variance;
// every column sorts; the footer starts with COUNT and carries the report's totals.
import { Table, Text, UnstyledButton } from '@mantine/core';
import type { ReportTotals } from '@practice-desk/contracts';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';
import type { TotalsView } from '../utils/report-views';
import { nextSort, type SortState, sortRows } from '../utils/sort-rows';
import { VarianceText } from './VarianceText';

interface NumberColumn {
  key: string;
  label: string;
  value(t: ReportTotals): number;
  time?: boolean;
}

const NUMBERS: NumberColumn[] = [
  { key: 'tasks', label: 'TASKS', value: (t) => t.totalTasks },
  { key: 'subTasks', label: 'SUB-TASKS', value: (t) => t.totalSubTasks },
  { key: 'estimated', label: 'ESTIMATED', value: (t) => t.totalEstimatedTime, time: true },
  { key: 'actual', label: 'ACTUAL', value: (t) => t.totalActualTime, time: true },
  { key: 'variance', label: 'VARIANCE', value: (t) => t.totalActualTime - t.totalEstimatedTime, time: true },
];

export function TotalsTable<Row extends ReportTotals>({
  view,
  rows,
  totals,
  label,
}: {
  view: TotalsView<Row>;
  rows: Row[];
  totals: ReportTotals;
  label: string;
}) {
  const unit = useTimeUnit();
  const [sort, setSort] = useState<SortState>({ key: view.names[0]?.key ?? '', direction: 'asc' });
  const numbers = NUMBERS.filter((c) => c.key !== 'subTasks' || view.subTasksColumn);
  const name = view.names.find((c) => c.key === sort.key);
  const number = numbers.find((c) => c.key === sort.key);
  const sorted = sortRows(rows, (r) => (name ? name.value(r) : (number?.value(r) ?? 0)), sort.direction);

  const header = (key: string, text: string, numeric: boolean) => {
    const active = sort.key === key;
    const Icon = !active ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th
        key={key}
        ta={numeric ? 'right' : 'left'}
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          onClick={() => setSort(nextSort(sort, key, numeric))}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 4,
            font: 'inherit',
            fontWeight: 'inherit',
          }}
        >
          {text}
          <Icon size={13} opacity={active ? 1 : 0.35} />
        </UnstyledButton>
      </Table.Th>
    );
  };

  const cell = (c: NumberColumn, t: ReportTotals) =>
    c.key === 'variance' ? (
      <VarianceText estimated={t.totalEstimatedTime} actual={t.totalActualTime} />
    ) : c.time ? (
      formatMinutes(c.value(t), unit)
    ) : (
      c.value(t)
    );

  return (
    <Table.ScrollContainer minWidth={view.names.length > 1 ? 760 : 640}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label={label}>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            {view.names.map((c) => header(c.key, c.label, false))}
            {numbers.map((c) => header(c.key, c.label, true))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={view.rowKey(row)}>
              {view.names.map((c) => (
                <Table.Td key={c.key}>
                  <Text size="sm" fw={c === view.names[0] ? 500 : undefined}>
                    {c.value(row)}
                  </Text>
                </Table.Td>
              ))}
              {numbers.map((c) => (
                <Table.Td key={c.key} ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {cell(c, row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot style={{ borderTop: '2px solid var(--mantine-color-gray-4)', whiteSpace: 'nowrap' }}>
          <Table.Tr data-totals>
            <Table.Th colSpan={view.names.length}>COUNT: {rows.length}</Table.Th>
            {numbers.map((c) => (
              <Table.Th key={c.key} ta="right" data-total={c.key}>
                {cell(c, totals)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
