// A task's History: every change of the task, its time entries and comments, newest first.
import { ScrollArea } from '@mantine/core';
import type { TaskRow } from '@practice-desk/contracts';
import { AppModal } from '../../../components/AppModal';
import { HistoryList } from '../../../components/history/HistoryList';
import { TaskHeading } from './TaskHeading';

export function TaskHistoryModal({ task, onClose }: { task: TaskRow | null; onClose(): void }) {
  return (
    <AppModal opened={task !== null} onClose={onClose} title={<TaskHeading title="History" task={task} />}>
      <ScrollArea.Autosize mah={480} type="auto">
        <HistoryList of="tasks" id={task?.id ?? null} />
      </ScrollArea.Autosize>
    </AppModal>
  );
}
