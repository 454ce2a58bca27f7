// The tasks behind one cell of the workload view (a person's week): tick some, then move them to
// a colleague (R opens the picker, which shows each person's load that week) or to another due
// date. Everything by keyboard: Tab and Space tick, A ticks all, R picks a person, D a date.
import { Alert, Badge, Button, Checkbox, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { type CapacityAnswer, type CapacityTasksAnswer, hoursLabel } from '@practice-desk/contracts';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { useDateFormat } from '../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../lib/preferences/utils/format-date';
import { toast } from '../../../lib/toast';
import { workloadApi } from '../api/workload-api';
import { cellText, weekHeader } from '../grid/workload-columns';

export interface OpenCell {
  personId: string;
  week: string;
}

/** Keys typed into a text box are text, not shortcuts; a ticked box takes them as shortcuts. */
const typing = (target: EventTarget) =>
  target instanceof HTMLTextAreaElement ||
  (target instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(target.type));

export function CellTasksDialog({
  cell,
  answer,
  onClose,
  onMoved,
}: {
  cell: OpenCell | null;
  answer: CapacityAnswer;
  onClose(): void;
  onMoved(): void;
}) {
  const dateFormat = useDateFormat();
  const [list, setList] = useState<CapacityTasksAnswer | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [pickerOpen, setPickerOpen] = useState(false);
  const [dueDate, setDueDate] = useState('');
  const [busy, setBusy] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const dateBox = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setList(null);
    setTicked(new Set());
    setDueDate('');
    if (!cell) return;
    let live = true;
    workloadApi.cellTasks(cell.personId, cell.week).then(
      (answer) => live && setList(answer),
      async (error) => {
        const problem = await readProblem(error);
        if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to load the tasks');
      },
    );
    return () => {
      live = false;
    };
  }, [cell]);

  const weekIndex = answer.weeks.findIndex((w) => w.start === cell?.week);
  const person = answer.people.find((p) => p.id === cell?.personId);
  const movable = list?.tasks.filter((t) => t.canMove) ?? [];
  const chosen = movable.filter((t) => ticked.has(t.id)).map((t) => t.id);
  const others = answer.people
    .filter((p) => p.id !== cell?.personId)
    .map((p) => ({ value: p.id, label: `${p.name} — ${cellText(p.weeks[weekIndex])}` }));

  const move = async (body: { allottedTo?: string; dueDate?: string }) => {
    if (!chosen.length) {
      toast.error('Tick the tasks to move first');
      return;
    }
    setBusy(true);
    try {
      const answer = await workloadApi.move({ taskIds: chosen, ...body });
      toast.success(answer.message ?? 'Tasks moved');
      onMoved();
    } catch (error) {
      const problem = await readProblem(error);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to move the tasks');
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'a') {
      event.preventDefault();
      setTicked(new Set(ticked.size === movable.length ? [] : movable.map((t) => t.id)));
    } else if (key === 'r') {
      event.preventDefault();
      picker.current?.focus();
      setPickerOpen(true);
    } else if (key === 'd') {
      event.preventDefault();
      dateBox.current?.querySelector('input')?.focus();
    }
  };

  const title = person && cell ? `${person.name} · ${weekHeader(cell.week, answer.today)}` : '';
  return (
    <AppModal opened={cell !== null} onClose={onClose} title={title} size="lg">
      <div onKeyDown={onKeyDown}>
        {!list ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="status" aria-label="Loading the tasks" />
          </Group>
        ) : (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {cellText(person?.weeks[weekIndex])} planned. A ticks all, R moves the ticked tasks to a person,
              D to a due date.
            </Text>
            {list.tasks.length === 0 && <Text size="sm">No open tasks counted in this week.</Text>}
            {movable.length > 1 && (
              <Checkbox
                label="All tasks"
                checked={ticked.size === movable.length}
                indeterminate={ticked.size > 0 && ticked.size < movable.length}
                onChange={(e) => setTicked(new Set(e.currentTarget.checked ? movable.map((t) => t.id) : []))}
              />
            )}
            <Stack gap={6} role="group" aria-label="Tasks">
              {list.tasks.map((t) => (
                <Checkbox
                  key={t.id}
                  disabled={!t.canMove}
                  checked={ticked.has(t.id)}
                  onChange={(e) => {
                    const next = new Set(ticked);
                    if (e.currentTarget.checked) next.add(t.id);
                    else next.delete(t.id);
                    setTicked(next);
                  }}
                  label={
                    <Group gap={6} wrap="wrap">
                      <Text size="sm" fw={500}>
                        {[t.client, t.task, t.subTask].filter(Boolean).join(' – ')}
                      </Text>
                      <Text size="xs" c="dimmed">
                        due {formatDate(t.dueDate, dateFormat)} · {hoursLabel(t.remaining)} left · {t.status}
                      </Text>
                      {t.unestimated && (
                        <Badge size="xs" color="orange" variant="light">
                          No estimate
                        </Badge>
                      )}
                    </Group>
                  }
                />
              ))}
            </Stack>
            {list.hidden > 0 && (
              <Alert color="gray" variant="light" p="xs">
                {list.hidden} more {list.hidden === 1 ? 'task' : 'tasks'} of other teams (
                {hoursLabel(list.hiddenMinutes)}) count here too.
              </Alert>
            )}
            {movable.length > 0 && (
              <Group align="flex-end" wrap="wrap" gap="sm">
                <Select
                  ref={picker}
                  label="Move to"
                  placeholder="Choose a person (R)"
                  data={others}
                  value={null}
                  searchable
                  dropdownOpened={pickerOpen}
                  onDropdownOpen={() => setPickerOpen(true)}
                  onDropdownClose={() => setPickerOpen(false)}
                  onChange={(value) => {
                    setPickerOpen(false);
                    if (value) void move({ allottedTo: value });
                  }}
                  disabled={busy}
                  w={280}
                />
                <div ref={dateBox}>
                  <DateField
                    label="New due date"
                    value={dueDate}
                    onChange={setDueDate}
                    w={160}
                    disabled={busy}
                  />
                </div>
                <Button variant="default" disabled={!dueDate || busy} onClick={() => void move({ dueDate })}>
                  Move due date
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </div>
    </AppModal>
  );
}
