// Add Task: a client, a task (a template's name fills its sub-tasks) and its sub-tasks; Save
// creates one task per sub-task, in order.
import { Autocomplete, Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { DurationField } from '../../../components/DurationField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { lookupsApi, tasksApi } from '../api/tasks-api';
import {
  type AddTaskValues,
  addTaskErrors,
  createBodies,
  createdMessage,
  EMPTY_ADD_TASK,
  fromTemplate,
  templateNamed,
} from './add-task-form';
import { SubTaskFields } from './SubTaskFields';

const FALLBACK_PRIORITIES = ['Low', 'Medium', 'High'];

async function loadChoices(canChooseLeader: boolean) {
  const [clients, templates, priorities, people] = await Promise.all([
    lookupsApi.clients(),
    lookupsApi.templates(),
    lookupsApi.priorities(),
    canChooseLeader ? lookupsApi.people() : Promise.resolve([]),
  ]);
  return { clients, templates, priorities, people };
}

export function AddTaskModal({
  opened,
  onClose,
  onCreated,
  canChooseLeader = false,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(count: number): void;
  canChooseLeader?: boolean;
}) {
  const { data } = useResource(
    () => (opened ? loadChoices(canChooseLeader) : Promise.resolve(null)),
    [opened, canChooseLeader],
    'Failed to fetch clients',
  );
  const templates = data?.templates ?? [];
  const [busy, setBusy] = useState(false);
  const form = useForm<AddTaskValues>({ initialValues: EMPTY_ADD_TASK, validate: addTaskErrors });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time it opens.
  useEffect(() => {
    if (opened) form.reset();
  }, [opened]);

  const applyTemplate = (name: string) => {
    const template = templateNamed(templates, name);
    if (template) form.setValues(fromTemplate(template));
  };

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    let created = 0;
    try {
      for (const body of createBodies(values)) {
        await tasksApi.create(body);
        created++;
      }
      toast.success(createdMessage(created));
      onCreated(created);
      form.reset();
      onClose();
    } catch (err) {
      if (created > 0) {
        // Those already made stay made; the form keeps only the sub-tasks still to create.
        form.setFieldValue('subTasks', values.subTasks.slice(created));
        toast.success(createdMessage(created));
        onCreated(created);
      }
      const problem = await readProblem(err);
      const errors: Record<string, string> = {};
      for (const e of problem.errors) errors[e.field === 'subTask' ? 'subTasks.0' : e.field] = e.message;
      form.setErrors(errors);
      if (!alreadyReported(problem)) {
        const messages = problem.errors.map((e) => e.message);
        for (const message of messages.length > 0 ? messages : [problem.message ?? 'Failed to create task'])
          toast.error(message);
      }
    } finally {
      setBusy(false);
    }
  });

  const priorities = data?.priorities.map((p) => p.name) ?? [];
  return (
    <AppModal opened={opened} onClose={onClose} title="Add Task" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Select
            label="Client"
            withAsterisk
            searchable
            // Only once the choices are in: while they load, the focused field's open list said
            // "No clients found" (and was a listbox without options); without a message it stays shut.
            nothingFoundMessage={data ? 'No clients found' : undefined}
            data={data?.clients.map((c) => ({ value: c.id, label: c.name })) ?? []}
            data-autofocus
            {...form.getInputProps('client')}
          />
          <Autocomplete
            label="Task"
            withAsterisk
            maxLength={200}
            data={[...new Set(templates.map((t) => t.name))]}
            {...form.getInputProps('task')}
            onOptionSubmit={applyTemplate}
            onBlur={(e) => {
              form.getInputProps('task').onBlur?.(e);
              if (form.getValues().subTasks.every((s) => !s.trim())) applyTemplate(e.currentTarget.value);
            }}
          />
          <SubTaskFields form={form} />
          <SimpleGrid cols={{ base: 1, xs: 3 }}>
            <Select
              label="Priority"
              allowDeselect={false}
              data={priorities.length > 0 ? priorities : FALLBACK_PRIORITIES}
              {...form.getInputProps('priority')}
            />
            <DurationField label="Estimated time (minutes)" {...form.getInputProps('et')} />
            <DateField label="Due date" {...form.getInputProps('dueDate')} />
          </SimpleGrid>
          {canChooseLeader && (
            <Select
              label="Team leader"
              searchable
              clearable
              nothingFoundMessage={data ? 'No users found' : undefined}
              data={data?.people.map((p) => ({ value: p.id, label: p.name })) ?? []}
              {...form.getInputProps('teamLeader')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
