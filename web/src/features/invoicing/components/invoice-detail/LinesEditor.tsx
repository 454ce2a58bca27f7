// The lines of a Generated invoice, editable while it is a draft (issue 18): add a free-text line
// or a reimbursement, edit any cell, remove a line; the totals follow as you type (the contracts'
// `linesTotals`), and each saved change answers the invoice retotalled by the API.
import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { INVOICE_LINE_MESSAGES, type InvoiceRow } from '@practice-desk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { usePreferencesStore } from '../../../../lib/preferences/states/preferences-store';
import { attempt } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { invoicesApi } from '../../api/invoices-api';
import { DraftTotals } from './DraftTotals';
import { LineEditorRow } from './LineEditorRow';
import { bodyOf, draftOf, draftTotals, type LineDraft, newDraft, sameDraft } from './line-draft';

interface Props {
  invoice: InvoiceRow;
  onSaved(invoice: InvoiceRow): void;
}

const HEADERS = [
  '#',
  'Description',
  'Kind',
  'SAC',
  'Qty',
  'Rate (₹)',
  'Discount (₹)',
  'Taxable · GST',
  'Amount',
  '',
];

/** A new line, or a saved one whose cells differ from what is saved. */
function isDirty(saved: Map<string, LineDraft>, draft: LineDraft): boolean {
  const before = draft.id ? saved.get(draft.id) : undefined;
  return !before || !sameDraft(before, draft);
}

export function LinesEditor({ invoice, onSaved }: Props) {
  const preferences = usePreferencesStore((s) => s.preferences);
  const [drafts, setDrafts] = useState<LineDraft[]>(() => invoice.items.map(draftOf));
  const [saving, setSaving] = useState<string | null>(null);
  const saved = useMemo(() => new Map(invoice.items.map((i) => [i.id, draftOf(i)])), [invoice]);
  const rates = useMemo(
    () => [...new Set([1800, ...invoice.items.map((i) => i.gstRateBp), 0])].sort((a, b) => b - a),
    [invoice],
  );
  const totals = useMemo(() => draftTotals(drafts, invoice, preferences), [drafts, invoice, preferences]);

  // A new answer from the API: saved lines take its values, lines still being edited stay as typed.
  useEffect(() => {
    setDrafts((current) => {
      const editing = new Map(current.filter((d) => d.id && isDirty(saved, d)).map((d) => [d.id, d]));
      const fresh = invoice.items.map((item) => editing.get(item.id) ?? draftOf(item));
      return [...fresh, ...current.filter((d) => !d.id)];
    });
  }, [invoice, saved]);

  const replace = (key: string, next: LineDraft | null) =>
    setDrafts((all) => all.flatMap((d) => (d.key === key ? (next ? [next] : []) : [d])));

  async function save(draft: LineDraft) {
    setSaving(draft.key);
    const res = await attempt(
      () =>
        draft.id
          ? invoicesApi.updateLine(invoice.id, draft.id, bodyOf(draft))
          : invoicesApi.addLine(invoice.id, bodyOf(draft)),
      INVOICE_LINE_MESSAGES.saveFailed,
    );
    setSaving(null);
    if (!res) return;
    // A new line comes back with its id in the invoice; an edited one is replaced from it.
    if (!draft.id) replace(draft.key, null);
    toast.success(res.message ?? INVOICE_LINE_MESSAGES.updated);
    onSaved(res.data.invoice);
  }

  async function remove(draft: LineDraft) {
    if (!draft.id) return replace(draft.key, null);
    const res = await attempt(
      () => invoicesApi.removeLine(invoice.id, draft.id as string),
      INVOICE_LINE_MESSAGES.saveFailed,
    );
    if (!res) return;
    replace(draft.key, null);
    toast.success(res.message ?? INVOICE_LINE_MESSAGES.removed);
    onSaved(res.data.invoice);
  }

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={1080}>
        <Table withTableBorder verticalSpacing={4} aria-label="Line items">
          <Table.Thead bg="gray.1">
            <Table.Tr>
              {HEADERS.map((h) => (
                <Table.Th key={h} fz="xs">
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {drafts.map((draft, index) => (
              <LineEditorRow
                key={draft.key}
                draft={draft}
                index={index}
                dirty={isDirty(saved, draft)}
                saving={saving === draft.key}
                rates={rates}
                onChange={(next) => replace(draft.key, next)}
                onSave={() => void save(draft)}
                onUndo={() => {
                  const before = draft.id ? saved.get(draft.id) : undefined;
                  if (before) replace(draft.key, before);
                }}
                onRemove={() => void remove(draft)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4}>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => setDrafts((all) => [...all, newDraft(invoice)])}
          >
            Add line
          </Button>
          <Text size="xs" c="dimmed" maw={360}>
            Enter saves a line, Escape undoes its edits. A reimbursement (fees paid for the client as a pure
            agent) is outside the taxable value and bears no GST.
          </Text>
        </Stack>
        <DraftTotals totals={totals} />
      </Group>
    </Stack>
  );
}
