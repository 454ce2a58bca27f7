// Sub-tasks: one row per sub-task of each template; adding, editing or deleting one rewrites
// its template's list.

import { ActionIcon, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import type { TaskTemplateRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListFooter } from '../../../components/ListFooter';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { configApi } from '../../../lib/config-api';
import { toast } from '../../../lib/toast';
import { ConfigHeader } from '../components/ConfigHeader';
import { TransferButtons } from '../components/TransferButtons';
import { useTemplates } from './use-templates';

interface SubTaskRef {
  template: TaskTemplateRow;
  index: number;
}

async function rewrite(template: TaskTemplateRow, subTasks: string[]) {
  await configApi.saveTemplate(
    {
      name: template.name,
      subTasks,
      defaultEstimatedTime: template.defaultEstimatedTime,
      defaultPriority: template.defaultPriority,
    },
    template.id,
  );
}

export function SubTasksTab() {
  const { data, loading, reload } = useTemplates();
  const templates = data?.templates ?? [];
  const rows = templates.flatMap((template) =>
    template.subTasks.map((name, index) => ({ template, index, name })),
  );
  const [dialog, setDialog] = useState<{
    ref: SubTaskRef | null;
    templateId: string | null;
    name: string;
  } | null>(null);
  const [deleting, setDeleting] = useState<SubTaskRef | null>(null);
  const [errors, setErrors] = useState<{ task?: string; name?: string }>({});

  const save = async () => {
    if (!dialog) return;
    const template = templates.find((t) => t.id === dialog.templateId);
    const next = {
      task: template ? undefined : 'Task is required',
      name: dialog.name.trim() ? undefined : 'Sub-task is required',
    };
    setErrors(next);
    if (!template || next.name) return;
    const list = dialog.ref
      ? template.subTasks.map((s, i) => (i === dialog.ref?.index ? dialog.name.trim() : s))
      : [...template.subTasks, dialog.name.trim()];
    try {
      await rewrite(template, list);
      toast.success(dialog.ref ? SUCCESS.subTaskUpdated : SUCCESS.subTaskCreated);
      setDialog(null);
      await reload();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to save sub-task');
    }
  };

  return (
    <>
      <ConfigHeader title="Sub-tasks">
        <TransferButtons
          exportPath="config/task-templates/export"
          importPath="config/task-templates/import"
          noun="Sub-tasks"
          onImported={reload}
        />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => {
            setErrors({});
            setDialog({ ref: null, templateId: null, name: '' });
          }}
        >
          Add Sub-task
        </Button>
      </ConfigHeader>
      <Table.ScrollContainer minWidth={520}>
        <Table striped highlightOnHover verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SUB-TASK</Table.Th>
              <Table.Th>TASK</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r) => (
              <Table.Tr key={`${r.template.id}-${r.index}`}>
                <Table.Td>
                  <Text size="sm">{r.name}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    {r.template.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Edit ${r.name}`}
                      onClick={() => {
                        setErrors({});
                        setDialog({ ref: r, templateId: r.template.id, name: r.name });
                      }}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${r.name}`}
                      disabled={r.template.subTasks.length === 1}
                      onClick={() => setDeleting(r)}
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
      {!loading && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          No sub-tasks found
        </Text>
      )}
      <ListFooter count={rows.length} />
      <AppModal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog?.ref ? 'Edit Sub-task' : 'Add Sub-task'}
        size="md"
      >
        {dialog && (
          <Stack>
            <Select
              label="Task"
              placeholder="Select a task"
              data={templates.map((t) => ({ value: t.id, label: t.name }))}
              value={dialog.templateId}
              onChange={(templateId) => setDialog({ ...dialog, templateId })}
              disabled={dialog.ref !== null}
              error={errors.task}
              searchable
            />
            <TextInput
              label="Sub-task name"
              value={dialog.name}
              onChange={(e) => setDialog({ ...dialog, name: e.currentTarget.value })}
              error={errors.name}
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDialog(null)}>
                Cancel
              </Button>
              <Button onClick={save}>{dialog.ref ? 'Update' : 'Save'}</Button>
            </Group>
          </Stack>
        )}
      </AppModal>
      <ConfirmDialog
        opened={deleting !== null}
        message="Are you sure you want to delete this sub-task?"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await rewrite(
            deleting.template,
            deleting.template.subTasks.filter((_, i) => i !== deleting.index),
          );
          toast.success(SUCCESS.subTaskDeleted);
          await reload();
        }}
      />
    </>
  );
}
