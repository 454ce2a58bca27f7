// A column header: its name sorts (server-side), and a funnel opens the column's multi-select
// filter (search, tick values, 500 ms debounce). AG Grid's set filter is Enterprise; this is ours.
import { ActionIcon, Checkbox, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { LIMITS } from '@practice-desk/contracts';
import { IconArrowDown, IconArrowUp, IconFilter, IconFilterFilled } from '@tabler/icons-react';
import type { CustomHeaderProps } from 'ag-grid-react';
import { useEffect, useMemo, useState } from 'react';
import type { ColumnFilterField } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';
import classes from './ColumnHeader.module.css';
import type { PickOption } from './option-match';

export interface ColumnHeaderParams {
  filterField?: ColumnFilterField;
  filterOptions?(): PickOption[];
}

export function ColumnHeader(props: CustomHeaderProps & ColumnHeaderParams) {
  const { column } = props;
  const [sort, setSort] = useState(column.getSort());
  useEffect(() => {
    const onSort = () => setSort(column.getSort());
    column.addEventListener('sortChanged', onSort);
    return () => column.removeEventListener('sortChanged', onSort);
  }, [column]);

  return (
    <div className={classes.header}>
      <button
        type="button"
        className={classes.label}
        tabIndex={-1}
        onClick={(event) => props.enableSorting && props.progressSort(event.shiftKey)}
      >
        <span className={classes.name}>{props.displayName}</span>
        {sort === 'asc' && <IconArrowUp size={12} aria-label="sorted ascending" />}
        {sort === 'desc' && <IconArrowDown size={12} aria-label="sorted descending" />}
      </button>
      {props.filterField && props.filterOptions && (
        <ColumnFilter field={props.filterField} name={props.displayName} options={props.filterOptions} />
      )}
    </div>
  );
}

function ColumnFilter({
  field,
  name,
  options,
}: {
  field: ColumnFilterField;
  name: string;
  options(): PickOption[];
}) {
  const stored = useTaskViewStore((s) => s.view.columnFilters[field]);
  const update = useTaskViewStore((s) => s.update);
  const [picked, setPicked] = useState<string[]>(stored ?? []);
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  useEffect(() => setPicked(stored ?? []), [stored]);
  const all = useMemo(() => (opened ? options() : []), [opened, options]);
  const shown = all.filter((o) => o.label.toLowerCase().includes(typed.trim().toLowerCase()));
  const apply = useDebouncedCallback((values: string[]) => {
    update((view) => ({ ...view, columnFilters: { ...view.columnFilters, [field]: values } }));
  }, LIMITS.debounce.columnFilterMs);
  const choose = (values: string[]) => {
    setPicked(values);
    apply(values);
  };
  const active = (stored?.length ?? 0) > 0;
  const button = (
    <ActionIcon
      size="xs"
      variant={active ? 'light' : 'subtle'}
      color={active ? 'blue' : 'gray'}
      aria-label={`Filter ${name}`}
      onClick={() => setOpened((o) => !o)}
    >
      {active ? <IconFilterFilled size={12} /> : <IconFilter size={12} />}
    </ActionIcon>
  );
  // Every header has a filter: a closed popover each (positioning, portal node) was a good part of
  // drawing the header when the grid opens, so the popover exists only while open.
  if (!opened) return button;

  return (
    <Popover opened onChange={setOpened} position="bottom-end" withinPortal shadow="md" trapFocus>
      <Popover.Target>{button}</Popover.Target>
      <Popover.Dropdown p="xs" w={240}>
        <Stack gap={6}>
          <TextInput
            size="xs"
            placeholder="Search..."
            aria-label={`Search ${name} values`}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
          />
          <Checkbox
            size="xs"
            label="(Select all)"
            checked={picked.length > 0 && picked.length === all.length}
            indeterminate={picked.length > 0 && picked.length < all.length}
            onChange={(e) => choose(e.currentTarget.checked ? all.map((o) => o.value ?? '') : [])}
          />
          <ScrollArea.Autosize mah={220}>
            <Stack gap={4}>
              {shown.length === 0 && (
                <Text size="xs" c="dimmed">
                  No values
                </Text>
              )}
              {shown.map((option) => {
                const value = option.value ?? '';
                return (
                  <Checkbox
                    key={value}
                    size="xs"
                    label={option.label}
                    checked={picked.includes(value)}
                    onChange={(e) =>
                      choose(e.currentTarget.checked ? [...picked, value] : picked.filter((p) => p !== value))
                    }
                  />
                );
              })}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
