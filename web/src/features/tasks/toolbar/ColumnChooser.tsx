// Which columns show; remembered with the filters.
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconColumns } from '@tabler/icons-react';
import { HIDEABLE_COLUMNS } from '../grid/lookups';
import { useTaskViewStore } from '../states/task-view-store';

export function ColumnChooser() {
  const hidden = useTaskViewStore((s) => s.view.hiddenColumns);
  const update = useTaskViewStore((s) => s.update);
  const toggle = (id: string) =>
    update((view) => ({
      ...view,
      hiddenColumns: hidden.includes(id) ? hidden.filter((h) => h !== id) : [...hidden, id],
    }));
  return (
    <Menu closeOnItemClick={false} position="bottom-end" shadow="md">
      <Menu.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={14} />}>
          Columns
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Visible columns</Menu.Label>
        {HIDEABLE_COLUMNS.map((column) => {
          const visible = !hidden.includes(column.id);
          return (
            <Menu.Item
              key={column.id}
              aria-checked={visible}
              leftSection={visible ? <IconCheck size={14} /> : <span style={{ width: 14 }} />}
              onClick={() => toggle(column.id)}
            >
              {column.name}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
