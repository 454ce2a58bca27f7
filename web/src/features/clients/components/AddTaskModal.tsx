// Add a task for this client from its page: task, sub-task and due date; the rest takes the task
// screen's defaults (allotted to the person adding it, To Do, today when no date is given).
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { clientPageApi } from '../api/client-page-api';

export function AddTaskModal({
  clientId,
  clientName,
  opened,
  onClose,
  onAdded,
}: {
  clientId: string;
  clientName: string;
  opened: boolean;
  onClose(): void;
  onAdded(): void;
}) {
  const [task, setTask] = useState('');
  const [subTask, setSubTask] = useState('');
  const [dueDate, setDueDate] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setTask('');
    setSubTask('');
    setDueDate('');
    onClose();
  };
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await clientPageApi.addTask({ client: clientId, task, subTask, dueDate: dueDate || null });
      toast.success('Task added');
      onAdded();
      close();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to add the task');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={close} title={`Add task for ${clientName}`}>
      <form onSubmit={save}>
        <Stack>
          <TextInput
            label="Task"
            value={task}
            onChange={(e) => setTask(e.currentTarget.value)}
            required
            data-autofocus
          />
          <TextInput label="Sub-task" value={subTask} onChange={(e) => setSubTask(e.currentTarget.value)} />
          <DateField label="Due date" value={dueDate} onChange={setDueDate} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Add task
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
