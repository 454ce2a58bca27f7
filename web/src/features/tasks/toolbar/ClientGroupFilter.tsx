// The task list narrowed to clients of some groups (a family, a group of companies), on the server
// like every column filter: it is the view's `clientGroup` filter, kept in the address and cleared
// with the others. Shown only when the practice has put clients in groups.
import { MultiSelect } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { configApi } from '../../../lib/config-api';
import { useResource } from '../../../lib/use-resource';
import { useTaskViewStore } from '../states/task-view-store';

export function ClientGroupFilter({ width }: { width: number }) {
  const picked = useTaskViewStore((s) => s.view.columnFilters.clientGroup);
  const update = useTaskViewStore((s) => s.update);
  const groups = useResource(() => configApi.clientGroups(), [], 'Failed to fetch client groups');
  const known = groups.data ?? [];
  // A group from a link or an older view stays choosable to be taken off.
  const data = [...new Set([...known, ...(picked ?? [])])];
  if (data.length === 0) return null;
  return (
    <MultiSelect
      size="xs"
      w={width}
      data={data}
      value={picked ?? []}
      onChange={(values) =>
        update((view) => ({ ...view, columnFilters: { ...view.columnFilters, clientGroup: values } }))
      }
      placeholder={picked?.length ? undefined : 'All client groups'}
      aria-label="Filter by client group"
      leftSection={<IconUsersGroup size={14} />}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
      // One line like the buttons beside it: chosen groups past the width are cut, not wrapped.
      styles={{ pillsList: { flexWrap: 'nowrap', overflow: 'hidden' }, inputField: { minWidth: 24 } }}
    />
  );
}
