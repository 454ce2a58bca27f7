// Pending Invoices: the Pending tasks, ticked for 'Generate Invoice for Selected' or generated one
// at a time; a client's missing details are asked for on the way.
import { Button, Paper, Text } from '@mantine/core';
import {
  INVOICE_MESSAGES,
  type InvoiceRow,
  type PendingInvoiceTask,
  paiseOf,
} from '@practice-desk/contracts';
import { IconFileInvoice } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { invoicesApi } from '../api/invoices-api';
import { useInvoiceGeneration } from '../hooks/use-invoice-generation';
import { useInvoicingCommands } from '../hooks/use-invoicing-shortcuts';
import { keepListed, toggleAllTasks, toggleTask } from '../utils/task-selection';
import { BusinessDetailsModal } from './BusinessDetailsModal';
import { GeneratedNotice } from './GeneratedNotice';
import { InvoiceDetailModal } from './InvoiceDetailModal';
import { PendingTable } from './PendingTable';
import { SelectionBar } from './SelectionBar';

export function PendingTab() {
  const { data, loading, reload } = useResource(
    () => invoicesApi.pendingTasks(),
    [],
    INVOICE_MESSAGES.fetchPendingFailed,
  );
  const tasks = data ?? [];
  const listed = tasks.map((t) => t.id);
  const [selected, setSelected] = useState<string[]>([]);
  const [generatedNow, setGeneratedNow] = useState<InvoiceRow[]>([]);
  const [viewing, setViewing] = useState<InvoiceRow | null>(null);
  const [closing, setClosing] = useState<PendingInvoiceTask | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: prune the ticks whenever the list is reloaded.
  useEffect(() => setSelected((s) => keepListed(s, listed)), [data]);

  const generation = useInvoiceGeneration((invoices) => {
    setGeneratedNow(invoices);
    void reload();
  });
  const generateSelected = () => void generation.generate(selected);
  useInvoicingCommands({
    refresh: () => void reload(),
    selectAll: () => setSelected((s) => toggleAllTasks(s, listed)),
    generateSelected,
  });
  const selectedTotal = tasks
    .filter((t) => selected.includes(t.id))
    .reduce((paise, t) => paise + (t.quotationAmount === null ? 0 : paiseOf(t.quotationAmount)), 0);

  return (
    <>
      <GeneratedNotice invoices={generatedNow} onView={setViewing} onClose={() => setGeneratedNow([])} />
      <Paper withBorder radius="md" p="md">
        <PendingTable
          tasks={tasks}
          selected={selected}
          busy={generation.busy}
          onToggle={(id) => setSelected((s) => toggleTask(s, id))}
          onToggleAll={() => setSelected((s) => toggleAllTasks(s, listed))}
          onDone={setClosing}
          onGenerate={(task) => void generation.generate([task.id])}
        />
        {!loading && tasks.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            {INVOICE_MESSAGES.noPending}
          </Text>
        )}
        {!data && loading && (
          <Text c="dimmed" ta="center" py="lg">
            Loading pending tasks...
          </Text>
        )}
        <SelectionBar count={selected.length} totalPaise={selectedTotal}>
          <Button
            leftSection={<IconFileInvoice size={16} />}
            loading={generation.busy}
            onClick={generateSelected}
          >
            Generate Invoice for Selected
          </Button>
        </SelectionBar>
      </Paper>
      <BusinessDetailsModal
        request={generation.detailsFor}
        onClose={generation.closeDetails}
        onSave={generation.saveDetailsAndGenerate}
      />
      <InvoiceDetailModal
        invoiceId={viewing?.id ?? null}
        onClose={() => setViewing(null)}
        onChanged={() => void reload()}
      />
      <ConfirmDialog
        opened={closing !== null}
        message={`Close "${closing?.task ?? ''} – ${closing?.subTask ?? ''}" of ${closing?.clientName ?? ''} without an invoice?`}
        confirmLabel="Close task"
        cancelLabel="Keep pending"
        onClose={() => setClosing(null)}
        onConfirm={async () => {
          if (!closing) return;
          const res = await invoicesApi.closePendingTask(closing.id);
          toast.success(res.message ?? INVOICE_MESSAGES.taskMarkedDone);
          await reload();
        }}
      />
    </>
  );
}
