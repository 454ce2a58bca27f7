// Which columns show; remembered with the filters.
import { Button, Checkbox, Menu } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { HIDEABLE_COLUMNS } from '../grid/columns';
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
        {HIDEABLE_COLUMNS.map((column) => (
          <Menu.Item key={column.id} onClick={() => toggle(column.id)}>
            <Checkbox
              size="xs"
              readOnly
              tabIndex={-1}
              checked={!hidden.includes(column.id)}
              label={column.name}
              styles={{ input: { cursor: 'pointer' }, label: { cursor: 'pointer' } }}
            />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
