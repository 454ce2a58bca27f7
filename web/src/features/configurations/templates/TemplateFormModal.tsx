// Add or edit a task template: a name, sub-tasks (blank ones dropped, one row always kept), the
// default estimated time (at least 1, 60 when not a number) and the default priority.

import { ActionIcon, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import type { PriorityRow, TaskTemplateRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DurationField } from '../../../components/DurationField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { configApi } from '../../../lib/config-api';
import { toast } from '../../../lib/toast';

export function TemplateFormModal({
  opened,
  template,
  priorities,
  onClose,
  onSaved,
}: {
  opened: boolean;
  template: TaskTemplateRow | null;
  priorities: PriorityRow[];
  onClose(): void;
  onSaved(): void;
}) {
  const [name, setName] = useState('');
  const [subTasks, setSubTasks] = useState<string[]>(['']);
  const [minutes, setMinutes] = useState<number | string>(60);
  const [priority, setPriority] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setName(template?.name ?? '');
    setSubTasks(template?.subTasks.length ? template.subTasks : ['']);
    setMinutes(template?.defaultEstimatedTime ?? 60);
    setPriority(template?.defaultPriority ?? 'Medium');
    setError(null);
  }, [opened, template]);

  const filled = subTasks.filter((s) => s.trim() !== '');
  const save = async () => {
    if (!name.trim()) return setError('Task name is required');
    setBusy(true);
    try {
      await configApi.saveTemplate(
        {
          name,
          subTasks: filled,
          defaultEstimatedTime: typeof minutes === 'number' ? minutes : Number(minutes),
          defaultPriority: priority,
        },
        template?.id,
      );
      toast.success(template ? SUCCESS.templateUpdated : SUCCESS.templateCreated);
      onSaved();
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      setError(problem.errors[0]?.message ?? problem.message);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to save task template');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={template ? 'Edit Task Template' : 'Add Task Template'}
      size="lg"
    >
      <Stack>
        <TextInput
          label="Task"
          withAsterisk
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Text size="sm" fw={500}>
          Sub-tasks
        </Text>
        {subTasks.map((sub, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in an editable list.
          <Group key={i} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              placeholder={`Sub-task ${i + 1}`}
              value={sub}
              aria-label={`Sub-task ${i + 1}`}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setSubTasks((list) => list.map((s, j) => (j === i ? value : s)));
              }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove sub-task ${i + 1}`}
              disabled={subTasks.length === 1}
              onClick={() => setSubTasks((list) => list.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setSubTasks((list) => [...list, ''])}
          w="fit-content"
        >
          Add sub-task
        </Button>
        <Group grow>
          <DurationField label="Default estimated time (minutes)" value={minutes} onChange={setMinutes} />
          <Select
            label="Default priority"
            data={priorities.map((p) => p.name)}
            value={priority}
            onChange={setPriority}
          />
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy} disabled={filled.length === 0}>
            {template ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
