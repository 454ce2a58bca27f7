// Task templates: TASK and TOTAL SUBTASKS, add, edit, delete, import and export.

import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import type { TaskTemplateRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { configApi } from '../../../lib/config-api';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';
import { toast } from '../../../lib/toast';
import { ConfigHeader } from '../components/ConfigHeader';
import { TransferButtons } from '../components/TransferButtons';
import { TemplateFormModal } from './TemplateFormModal';
import { useTemplates } from './use-templates';

export function TemplatesTab() {
  const { data, loading, reload } = useTemplates();
  const [editing, setEditing] = useState<TaskTemplateRow | null | 'new'>(null);
  const [deleting, setDeleting] = useState<TaskTemplateRow | null>(null);
  const templates = data?.templates ?? [];
  const timeUnit = useTimeUnit();
  return (
    <>
      <ConfigHeader title="Task templates">
        <TransferButtons
          exportPath="config/task-templates/export"
          importPath="config/task-templates/import"
          noun="Task templates"
          onImported={reload}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
          Add Task
        </Button>
      </ConfigHeader>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>TASK</Table.Th>
              <Table.Th>TOTAL SUBTASKS</Table.Th>
              <Table.Th>DEFAULT ET</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {t.name}
                  </Text>
                </Table.Td>
                <Table.Td>{t.subTasks.length}</Table.Td>
                <Table.Td>{formatMinutes(t.defaultEstimatedTime, timeUnit)}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${t.name}`}
                      onClick={() => setDeleting(t)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {!loading && templates.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No task templates found
        </Text>
      )}
      <ListFooter count={templates.length} />
      <TemplateFormModal
        opened={editing !== null}
        template={editing === 'new' ? null : editing}
        priorities={data?.priorities ?? []}
        onClose={() => setEditing(null)}
        onSaved={() => void reload()}
      />
      <ConfirmDialog
        opened={deleting !== null}
        message={`Are you sure you want to delete "${deleting?.name ?? ''}"?`}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await configApi.deleteTemplate(deleting.id);
          toast.success(SUCCESS.templateDeleted);
          await reload();
        }}
      />
    </>
  );
}
