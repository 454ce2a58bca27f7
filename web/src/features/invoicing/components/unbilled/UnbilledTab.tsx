// Unbilled: finished work not yet invoiced, per client. Tick rows (amounts editable), then
// 'Create draft invoices' (one Generated invoice per client) or 'Write off' with a reason.
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type InvoiceRow, RULE_47_DAYS, UNBILLED_MESSAGES, VALIDATION } from '@practice-desk/contracts';
import { IconAlertTriangle, IconFileInvoice, IconReceiptOff } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { attempt } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { useRevealedCount } from '../../../../lib/use-revealed-count';
import { unbilledApi } from '../../api/unbilled-api';
import type { UnbilledQueueResource } from '../../hooks/use-unbilled-queue';
import { keepListed, toggleAllTasks, toggleTask } from '../../utils/task-selection';
import {
  type AmountEdits,
  changedAmounts,
  rowsWithoutAmount,
  selectedTotalPaise,
} from '../../utils/unbilled-amounts';
import { GeneratedNotice } from '../GeneratedNotice';
import { InvoiceDetailModal } from '../InvoiceDetailModal';
import { SelectionBar } from '../SelectionBar';
import { UnbilledClientTable } from './UnbilledClientTable';
import { WriteOffModal } from './WriteOffModal';
import { WriteOffsList } from './WriteOffsList';

export function UnbilledTab({ queue }: { queue: UnbilledQueueResource }) {
  const { data, loading, reload } = queue;
  const groups = data?.clients ?? [];
  const tasks = groups.flatMap((g) => g.tasks);
  const [selected, setSelected] = useState<string[]>([]);
  const [edits, setEdits] = useState<AmountEdits>({});
  const [busy, setBusy] = useState(false);
  const [writingOff, setWritingOff] = useState(false);
  const [drafted, setDrafted] = useState<InvoiceRow[]>([]);
  const [viewing, setViewing] = useState<InvoiceRow | null>(null);
  const [showWriteOffs, setShowWriteOffs] = useState(false);
  const [writeOffsVersion, setWriteOffsVersion] = useState(0);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  // A year-end queue holds hundreds of rows: the first clients are drawn at once, the rest after.
  const shown = useRevealedCount(groups, (g) => g.tasks.length, { first: 100, step: 60 });
  // Stable, so a tick or a keystroke redraws only its own row (rows are memoised on their props).
  const onToggle = useCallback((id: string) => setSelected((s) => toggleTask(s, id)), []);
  const onEdit = useCallback((id: string, text: string) => setEdits((e) => ({ ...e, [id]: text })), []);
  const onToggleAll = useCallback(
    (ids: string[]) =>
      setSelected((s) => {
        const others = s.filter((id) => !ids.includes(id));
        return [
          ...others,
          ...toggleAllTasks(
            s.filter((id) => ids.includes(id)),
            ids,
          ),
        ];
      }),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: prune the ticks whenever the queue is reloaded.
  useEffect(
    () =>
      setSelected((s) =>
        keepListed(
          s,
          tasks.map((t) => t.id),
        ),
      ),
    [data],
  );

  const needsSelection = () => {
    if (selected.length > 0) return false;
    toast.error(VALIDATION.selectAtLeastOneTask);
    return true;
  };
  const createDrafts = async () => {
    if (needsSelection()) return;
    const [missing] = rowsWithoutAmount(tasks, selected, edits);
    if (missing) return void toast.error(UNBILLED_MESSAGES.noAmount(missing.task));
    const amounts = changedAmounts(tasks, selected, edits);
    setBusy(true);
    const res = await attempt(
      () => unbilledApi.draft({ taskIds: selected, ...(Object.keys(amounts).length ? { amounts } : {}) }),
      'Failed to create draft invoices',
    );
    setBusy(false);
    if (!res) return;
    if ('requiresBusinessDetails' in res.data) {
      toast.error(
        `Add the address and GST details of ${res.data.clientName} (Configurations → Clients) first`,
      );
      return;
    }
    toast.success(res.message ?? UNBILLED_MESSAGES.drafted(res.data.invoices.length));
    setDrafted(res.data.invoices);
    setEdits({});
    await reload();
  };
  const writeOff = async (reason: string) => {
    const res = await attempt(
      () => unbilledApi.writeOff({ taskIds: selected, reason }),
      'Failed to write off',
    );
    if (!res) return;
    toast.success(res.message ?? UNBILLED_MESSAGES.writtenOff(res.data.taskIds.length));
    setWriteOffsVersion((n) => n + 1);
    await reload();
  };

  const overdue = data?.overdueCount ?? 0;
  return (
    <>
      <GeneratedNotice invoices={drafted} onView={setViewing} onClose={() => setDrafted([])} />
      {overdue > 0 && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />}>
          {overdue === 1 ? '1 task has' : `${overdue} tasks have`} been unbilled for {RULE_47_DAYS} days or
          more. Rule 47 of the CGST Rules asks for the invoice within {RULE_47_DAYS} days of the service.
        </Alert>
      )}
      <Paper withBorder radius="md" p="md">
        <Stack gap="lg">
          {groups.slice(0, shown).map((group) => (
            <UnbilledClientTable
              key={group.client.id}
              group={group}
              selected={selectedSet}
              edits={edits}
              onToggle={onToggle}
              onToggleAll={onToggleAll}
              onEdit={onEdit}
            />
          ))}
        </Stack>
        {!loading && groups.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {UNBILLED_MESSAGES.empty}
          </Text>
        )}
        {!data && loading && (
          <Text c="dimmed" ta="center" py="lg">
            Loading unbilled work...
          </Text>
        )}
        <SelectionBar count={selected.length} totalPaise={selectedTotalPaise(tasks, selected, edits)}>
          <Group gap="sm">
            <Button
              variant="default"
              color="red"
              leftSection={<IconReceiptOff size={16} />}
              onClick={() => !needsSelection() && setWritingOff(true)}
            >
              Write off
            </Button>
            <Button
              leftSection={<IconFileInvoice size={16} />}
              loading={busy}
              onClick={() => void createDrafts()}
            >
              Create draft invoices
            </Button>
          </Group>
        </SelectionBar>
      </Paper>
      <Group justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => setShowWriteOffs((shown) => !shown)}>
          {showWriteOffs ? 'Hide written-off work' : 'Show written-off work'}
        </Button>
      </Group>
      {showWriteOffs && (
        <Paper withBorder radius="md" p="md">
          <WriteOffsList version={writeOffsVersion} />
        </Paper>
      )}
      <WriteOffModal
        count={selected.length}
        opened={writingOff}
        onClose={() => setWritingOff(false)}
        onConfirm={writeOff}
      />
      <InvoiceDetailModal invoiceId={viewing?.id ?? null} onClose={() => setViewing(null)} />
    </>
  );
}
