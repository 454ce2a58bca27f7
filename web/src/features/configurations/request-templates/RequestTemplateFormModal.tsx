// Add or edit a request template: its name, what it is for (a compliance form or a task
// template), the documents asked for (each required or not, with a note), whether they are
// required before the task can be Completed, and whether it is in use.
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  REQUEST_TEMPLATE_MESSAGES,
  type RequestTemplate,
  type TaskTemplateRow,
} from '@practice-desk/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { blankDocument, bodyOf, formOf, type RequestTemplateForm, withForm } from './request-template-form';
import { requestTemplatesApi } from './request-templates-api';

export function RequestTemplateFormModal({
  opened,
  template,
  taskTemplates,
  formCodes,
  onClose,
  onSaved,
}: {
  opened: boolean;
  template: RequestTemplate | null;
  taskTemplates: TaskTemplateRow[];
  formCodes: string[];
  onClose(): void;
  onSaved(): void;
}) {
  const [form, setForm] = useState<RequestTemplateForm>(formOf(null));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setForm(formOf(template));
    setError(null);
  }, [opened, template]);
  const set = (patch: Partial<RequestTemplateForm>) => setForm((f) => ({ ...f, ...patch }));
  const setItem = (i: number, patch: Partial<RequestTemplateForm['items'][number]>) =>
    setForm((f) => ({ ...f, items: f.items.map((item, j) => (j === i ? { ...item, ...patch } : item)) }));

  const save = async () => {
    setBusy(true);
    try {
      await requestTemplatesApi.save(bodyOf(form), template?.id);
      toast.success(template ? REQUEST_TEMPLATE_MESSAGES.updated : REQUEST_TEMPLATE_MESSAGES.created);
      onSaved();
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      setError(problem.errors[0]?.message ?? problem.message);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to save request template');
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      opened={opened}
      onClose={onClose}
      title={template ? 'Edit Request Template' : 'Add Request Template'}
      size="lg"
    >
      <Stack>
        <SegmentedControl
          value={form.kind}
          onChange={(kind) => set({ kind: kind as RequestTemplateForm['kind'] })}
          data={[
            { value: 'form', label: 'Compliance form' },
            { value: 'task', label: 'Task template' },
          ]}
        />
        {form.kind === 'form' ? (
          <Select
            label="Compliance form"
            withAsterisk
            searchable
            data={formCodes}
            value={form.formCode}
            onChange={(code) => setForm((f) => withForm(f, code))}
          />
        ) : (
          <Select
            label="Task template"
            withAsterisk
            searchable
            data={taskTemplates.map((t) => ({ value: t.id, label: t.name }))}
            value={form.taskTemplateId}
            onChange={(taskTemplateId) => set({ taskTemplateId })}
          />
        )}
        <TextInput
          label="Name"
          withAsterisk
          value={form.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          data-autofocus
        />
        <Text size="sm" fw={500}>
          Documents
        </Text>
        {form.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in an editable list.
          <Group key={i} gap="xs" wrap="nowrap" align="center">
            <TextInput
              flex={2}
              placeholder={`Document ${i + 1}`}
              aria-label={`Document ${i + 1}`}
              value={item.name}
              onChange={(e) => setItem(i, { name: e.currentTarget.value })}
            />
            <TextInput
              flex={2}
              placeholder="Note for the client"
              aria-label={`Note for document ${i + 1}`}
              value={item.note}
              onChange={(e) => setItem(i, { note: e.currentTarget.value })}
            />
            <Checkbox
              label="Required"
              checked={item.required}
              onChange={(e) => setItem(i, { required: e.currentTarget.checked })}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove document ${i + 1}`}
              disabled={form.items.length === 1}
              onClick={() => set({ items: form.items.filter((_, j) => j !== i) })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => set({ items: [...form.items, blankDocument()] })}
          w="fit-content"
        >
          Add document
        </Button>
        <Switch
          label="Required before the task can be Completed"
          description="While a request from this template waits for its documents, only an Admin can complete the task, giving a reason"
          checked={form.requiredBeforeCompletion}
          onChange={(e) => set({ requiredBeforeCompletion: e.currentTarget.checked })}
        />
        <Switch
          label="In use"
          checked={form.isActive}
          onChange={(e) => set({ isActive: e.currentTarget.checked })}
        />
        {error && (
          <Text c="red" size="sm" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy}>
            {template ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
