// Invoicing › Bank reconciliation (Admin): a statement's credits with their matches, reviewed from
// the keyboard (↑↓, Enter accepts, c candidates, s split, a advance, i ignore, u undo), 'Accept
// all strong matches', the debits, and the report by account and month.
import { Button, Group, Kbd, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import {
  type BankAccount,
  type BankLine,
  type ClientRow,
  LIMITS,
  RECONCILE_LIMITS,
} from '@practice-desk/contracts';
import { useMemo, useState } from 'react';
import { getData } from '../../../lib/api-client';
import { useResource } from '../../../lib/use-resource';
import { reconcileApi } from './api/reconcile-api';
import { AdvanceModal } from './components/AdvanceModal';
import { CandidatesModal } from './components/CandidatesModal';
import { DebitsTable } from './components/DebitsTable';
import { IgnoreModal } from './components/IgnoreModal';
import { ReconcileReport } from './components/ReconcileReport';
import { ReviewList } from './components/ReviewList';
import { SplitModal } from './components/SplitModal';
import { useLineActions } from './hooks/use-line-actions';
import { StatementImport } from './import/StatementImport';
import { isOpen, moveSelection, type ReviewCommand } from './utils/review-keys';

type Show = 'review' | 'done' | 'all';
type Dialog = { kind: 'candidates' | 'split' | 'advance' | 'ignore'; line: BankLine } | null;

const KEYS: [string, string][] = [
  ['↑ ↓', 'move'],
  ['Enter', 'accept'],
  ['c', 'candidates'],
  ['s', 'split'],
  ['a', 'advance'],
  ['i', 'ignore'],
  ['u', 'undo'],
];

export function ReconcilePage() {
  const [accountId, setAccountId] = useState<string | null>(null);
  const [show, setShow] = useState<Show>('review');
  const [selected, setSelected] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const accounts = useResource(
    async () => (await getData<{ accounts: BankAccount[] }>('bank-accounts')).accounts,
    [],
    'Could not load the bank accounts',
  );
  const lines = useResource(
    () => reconcileApi.lines({ bankAccountId: accountId ?? undefined }),
    [accountId],
    'Could not load the statement lines',
  );
  const report = useResource(() => reconcileApi.report(), [], 'Could not load the report');
  const clients = useResource(
    async () =>
      (
        await getData<{ clients: ClientRow[] }>('clients', {
          page: 1,
          limit: LIMITS.maxPageSize,
          isActive: 'true',
        })
      ).clients,
    [],
    'Could not load the clients',
  );
  const reload = () => {
    setDialog(null);
    void lines.reload();
    void report.reload();
  };
  const actions = useLineActions(reload);

  const all = lines.data?.lines ?? [];
  const credits = useMemo(
    () =>
      all.filter((l) => l.credit !== '0.00' && (show === 'all' || (show === 'review') === isOpen(l.status))),
    [all, show],
  );
  const debits = all.filter((l) => l.debit !== '0.00');
  const strong = all.filter((l) => isOpen(l.status) && l.candidates[0]?.strong).length;
  const at = Math.min(selected, Math.max(credits.length - 1, 0));

  const command = (what: ReviewCommand, line: BankLine) => {
    const open = isOpen(line.status);
    if (what === 'up' || what === 'down') return setSelected(moveSelection(at, what, credits.length));
    setSelected(credits.indexOf(line));
    if (what === 'undo') return open ? undefined : void actions.undo(line);
    if (!open) return;
    const best = line.candidates[0];
    // An advance makes a receipt voucher (GST due now): its dialog asks once more, Enter confirms.
    if (what === 'accept')
      return best && best.kind !== 'advance'
        ? void actions.acceptCandidate(line, best)
        : setDialog({ kind: best ? 'advance' : 'candidates', line });
    setDialog({ kind: what, line });
  };
  const dialogLine = (kind: NonNullable<Dialog>['kind']) => (dialog?.kind === kind ? dialog.line : null);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" align="flex-end">
        <Title order={2} size="h4">
          Bank reconciliation
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label="Bank account"
            placeholder="All accounts"
            clearable
            w={240}
            value={accountId}
            onChange={setAccountId}
            data={(accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} ··${a.last4}` }))}
          />
          <StatementImport accountId={accountId} onImported={reload} />
        </Group>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Show"
          value={show}
          onChange={(value) => {
            setShow(value as Show);
            setSelected(0);
          }}
          data={[
            { value: 'review', label: 'To review' },
            { value: 'done', label: 'Done' },
            { value: 'all', label: 'All' },
          ]}
        />
        <Button
          onClick={() => void actions.acceptStrong(accountId ?? undefined)}
          loading={actions.busy}
          disabled={!all.some((l) => l.credit !== '0.00' && isOpen(l.status))}
        >
          Accept all strong matches{strong ? ` (${strong})` : ''}
        </Button>
      </Group>
      <Group gap="sm" wrap="wrap" aria-label="Keyboard">
        {KEYS.map(([key, label]) => (
          <Text key={key} size="xs" c="dimmed">
            <Kbd size="xs">{key}</Kbd> {label}
          </Text>
        ))}
      </Group>
      {lines.data?.truncated && (
        <Text size="sm" c="orange.9" role="status">
          {`Showing ${RECONCILE_LIMITS.lines.toLocaleString('en-IN')} lines, those to review first: choose one bank account to narrow it.`}
        </Text>
      )}
      <Paper withBorder radius="md">
        {lines.data === null ? (
          <Text size="sm" c="dimmed" p="md">
            Loading…
          </Text>
        ) : credits.length === 0 ? (
          <Text size="sm" c="dimmed" p="md">
            {show === 'review' ? 'No credit waiting for review.' : 'No credits in this view.'}
          </Text>
        ) : (
          <ReviewList lines={credits} selected={at} onSelect={setSelected} onCommand={command} />
        )}
      </Paper>
      <Title order={3} size="h5">
        Debits
      </Title>
      <Paper withBorder radius="md">
        <DebitsTable
          debits={debits}
          onIgnore={(line) => setDialog({ kind: 'ignore', line })}
          onUndo={(line) => void actions.undo(line)}
        />
      </Paper>
      <Title order={3} size="h5">
        By account and month
      </Title>
      <Paper withBorder radius="md">
        <ReconcileReport report={report.data} />
      </Paper>

      <CandidatesModal
        line={dialogLine('candidates')}
        busy={actions.busy}
        onClose={() => setDialog(null)}
        onAccept={(candidate) => dialog && void actions.acceptCandidate(dialog.line, candidate)}
        onOther={(kind) => dialog && setDialog({ kind, line: dialog.line })}
      />
      <SplitModal
        line={dialogLine('split')}
        clients={clients.data ?? []}
        busy={actions.busy}
        onClose={() => setDialog(null)}
        onSplit={(allocations) => dialog && void actions.split(dialog.line, allocations)}
      />
      <AdvanceModal
        line={dialogLine('advance')}
        clients={clients.data ?? []}
        busy={actions.busy}
        onClose={() => setDialog(null)}
        onAdvance={(clientId) => dialog && void actions.advance(dialog.line, clientId)}
      />
      <IgnoreModal
        line={dialogLine('ignore')}
        busy={actions.busy}
        onClose={() => setDialog(null)}
        onIgnore={(reason) => dialog && void actions.ignore(dialog.line, reason)}
      />
    </Stack>
  );
}
