// The task screen's buttons. On a phone they fold into one "Actions" menu (the floating bar
// carries Delete New, Refresh and Add).
import { Button, Group, Menu } from '@mantine/core';
import type { PersonOption, PriorityRow, StatusRow } from '@practice-desk/contracts';
import {
  IconCalendarCheck,
  IconDots,
  IconDownload,
  IconPlus,
  IconRefresh,
  IconTrash,
  IconUpload,
} from '@tabler/icons-react';
import type { TaskPatch } from '../api/tasks-api';
import { BulkMenu } from './BulkMenu';
import { ClearFiltersButton } from './ClearFiltersButton';
import { ClientGroupFilter } from './ClientGroupFilter';
import { ColumnChooser } from './ColumnChooser';
import { WaitingOnClientFilter } from './WaitingOnClientFilter';

export interface ToolbarActions {
  addRow(): void;
  addTask(): void;
  addClient(): void;
  refresh(): void;
  endDay(): void;
  estimates(): void;
  createStatus(): void;
  exportAs(format: 'csv' | 'xlsx'): void;
  importFile(): void;
  deleteSelected(): void;
  /** The Trash of deleted tasks (Admin, Team Leader). */
  trash(): void;
  bulkUpdate(updates: TaskPatch): void;
}

export function TaskToolbar({
  actions,
  canManage,
  canDelete,
  busy,
  selected,
  lookups,
  compact,
}: {
  actions: ToolbarActions;
  canManage: boolean;
  canDelete: boolean;
  busy: boolean;
  selected: number;
  lookups: { priorities: PriorityRow[]; statuses: StatusRow[]; people: PersonOption[] };
  compact: boolean;
}) {
  const bulk = (
    <BulkMenu
      count={selected}
      priorities={lookups.priorities}
      statuses={lookups.statuses}
      people={lookups.people}
      canAssign={canManage}
      onApply={actions.bulkUpdate}
    />
  );
  if (compact) {
    return (
      <Group gap={6} wrap="wrap">
        <ClientGroupFilter width={170} />
        <WaitingOnClientFilter />
        <ClearFiltersButton />
        {bulk}
        <Menu position="bottom-end" shadow="md">
          <Menu.Target>
            <Button size="xs" variant="default" leftSection={<IconDots size={14} />}>
              Actions
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={actions.addTask}>Add Task</Menu.Item>
            {canManage && <Menu.Item onClick={actions.addClient}>Add Client</Menu.Item>}
            <Menu.Item onClick={actions.endDay}>End Day</Menu.Item>
            <Menu.Item onClick={actions.estimates}>Estimates</Menu.Item>
            {canManage && <Menu.Item onClick={actions.createStatus}>Create Status</Menu.Item>}
            <Menu.Item onClick={() => actions.exportAs('xlsx')}>Export Excel (.xlsx)</Menu.Item>
            <Menu.Item onClick={() => actions.exportAs('csv')}>Export CSV (.csv)</Menu.Item>
            <Menu.Item onClick={actions.importFile}>Import</Menu.Item>
            {canManage && <Menu.Item onClick={actions.trash}>Trash</Menu.Item>}
            {canDelete && (
              <Menu.Item color="red" onClick={actions.deleteSelected}>
                Delete Selected
              </Menu.Item>
            )}
          </Menu.Dropdown>
        </Menu>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="wrap">
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={actions.addRow}>
        New Row
      </Button>
      <Button size="xs" variant="light" onClick={actions.addTask}>
        Add Task
      </Button>
      {canManage && (
        <Button size="xs" variant="default" onClick={actions.addClient}>
          Add Client
        </Button>
      )}
      <Button size="xs" variant="default" leftSection={<IconRefresh size={14} />} onClick={actions.refresh}>
        Refresh
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconCalendarCheck size={14} />}
        onClick={actions.endDay}
      >
        End Day
      </Button>
      <Button size="xs" variant="default" onClick={actions.estimates}>
        Estimates
      </Button>
      {canManage && (
        <Button size="xs" variant="default" onClick={actions.createStatus}>
          Create Status
        </Button>
      )}
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <Button size="xs" variant="default" leftSection={<IconDownload size={14} />} loading={busy}>
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => actions.exportAs('xlsx')}>Excel (.xlsx)</Menu.Item>
          <Menu.Item onClick={() => actions.exportAs('csv')}>CSV (.csv)</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} onClick={actions.importFile}>
        Import
      </Button>
      <ColumnChooser />
      <ClientGroupFilter width={200} />
      <WaitingOnClientFilter />
      <ClearFiltersButton />
      {canManage && (
        <Button size="xs" variant="default" onClick={actions.trash}>
          Trash
        </Button>
      )}
      {bulk}
      {canDelete && (
        <Button
          size="xs"
          color="red"
          variant="light"
          leftSection={<IconTrash size={14} />}
          onClick={actions.deleteSelected}
        >
          Delete Selected
        </Button>
      )}
    </Group>
  );
}
