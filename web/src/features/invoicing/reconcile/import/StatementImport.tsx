// Invoicing › Bank reconciliation › Import statement: the account, the file (.xlsx, .xls or .csv as
// the bank gives it), the preview (its layout, the columns with the field each holds, the first
// lines and every problem), then the commit: 'N imported, M already imported, K balance
// mismatches', the new credits matched at once where the match is strong. Admin only.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  FileButton,
  Group,
  List,
  Progress,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import {
  BANK_LIMITS,
  BANK_MESSAGES,
  type BankAccount,
  LIMITS,
  STATEMENT_LAYOUT_LABELS,
  type StatementPreview,
} from '@practice-desk/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { bankAccountsApi } from '../../../../lib/bank-accounts-api';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { StatementLines } from './StatementLines';
import { StatementMappingRow } from './StatementMappingRow';
import { statementApi } from './statement-api';
import { useStatementImport } from './use-statement-import';

const SETTINGS_PATH = '/configurations/invoices';

const count = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

function Summary({ preview }: { preview: StatementPreview }) {
  const dateFormat = useDateFormat();
  const s = preview.summary;
  const period =
    s.from && s.to ? `${formatDate(s.from, dateFormat)} – ${formatDate(s.to, dateFormat)}` : null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {preview.filename}
        <Text
          span
          size="sm"
          c="dimmed"
        >{` · ${STATEMENT_LAYOUT_LABELS[preview.layout]} · header on row ${preview.headerRow}`}</Text>
      </Text>
      <Group gap="xs" aria-label="Statement summary">
        <Badge variant="light" color="blue">
          {count(s.lines, 'line')}
        </Badge>
        <Badge
          variant="light"
          color="green"
        >{`${count(s.credits, 'credit')} ${rupees(s.creditTotal)}`}</Badge>
        <Badge variant="light" color="grape">{`${count(s.debits, 'debit')} ${rupees(s.debitTotal)}`}</Badge>
        {period && (
          <Badge variant="light" color="gray">
            {period}
          </Badge>
        )}
        <Badge variant="light" color="gray">{`${s.duplicates} already imported`}</Badge>
        <Badge variant="light" color={s.balanceMismatches ? 'yellow' : 'gray'}>
          {count(s.balanceMismatches, 'balance mismatch', 'balance mismatches')}
        </Badge>
        <Badge variant="light" color={s.errors ? 'red' : 'gray'}>{`${s.errors} not importable`}</Badge>
      </Group>
      {preview.newestFirst && (
        <Text size="xs" c="dimmed">
          The file lists its lines newest first; the running balance was checked oldest first.
        </Text>
      )}
    </Stack>
  );
}

function Problems({ preview }: { preview: StatementPreview }) {
  if (preview.problems.length === 0) return null;
  const errors = preview.problems.some((p) => p.kind === 'error');
  const more = preview.problemCount - preview.problems.length;
  return (
    <Alert
      color={errors ? 'red' : 'yellow'}
      title={`${preview.problemCount} ${preview.problemCount === 1 ? 'problem' : 'problems'}`}
      p="xs"
    >
      <List size="xs" spacing={2} style={{ maxHeight: 160, overflowY: 'auto' }} aria-label="Problems">
        {preview.problems.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: problems have no id; their order is the file's.
          <List.Item key={i}>
            <Text size="xs" c={p.kind === 'error' ? 'red.9' : 'yellow.9'}>
              {p.row === null ? p.message : `Row ${p.row}: ${p.message}`}
            </Text>
          </List.Item>
        ))}
      </List>
      {more > 0 && <Text size="xs">{`…and ${more} more.`}</Text>}
    </Alert>
  );
}

function RecentImports({ accountId }: { accountId: string | null }) {
  const dateFormat = useDateFormat();
  const { data } = useResource(
    () => statementApi.imports(accountId),
    [accountId],
    'Failed to load the imports',
  );
  const recent = (data ?? []).slice(0, 5);
  if (recent.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        Imported before
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} fz="xs" aria-label="Statements imported before">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>File</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th>Period</Table.Th>
              <Table.Th ta="right">Imported</Table.Th>
              <Table.Th ta="right">Already there</Table.Th>
              <Table.Th ta="right">Mismatches</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {recent.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ wordBreak: 'break-all' }}>{row.fileName}</Table.Td>
                <Table.Td>{row.bankAccountName}</Table.Td>
                <Table.Td>
                  {row.from && row.to
                    ? `${formatDate(row.from, dateFormat)} – ${formatDate(row.to, dateFormat)}`
                    : '—'}
                </Table.Td>
                <Table.Td ta="right">{row.imported}</Table.Td>
                <Table.Td ta="right">{row.duplicates}</Table.Td>
                <Table.Td ta="right">{row.balanceMismatches}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function ImportSteps({
  accounts,
  initialAccountId,
  onImported,
}: {
  accounts: BankAccount[];
  initialAccountId: string | null;
  onImported(): void;
}) {
  const open = accounts.filter((a) => !a.archived);
  const [accountId, setAccountId] = useState<string | null>(
    open.find((a) => a.id === initialAccountId)?.id ?? (open.length === 1 ? (open[0]?.id ?? null) : null),
  );
  const flow = useStatementImport(onImported);
  const { phase, preview, result } = flow;
  const busy = phase === 'checking' || phase === 'committing';
  const mappingWrong = preview?.problems.some((p) => p.row === null && p.kind === 'error') ?? false;
  const toImport = preview ? preview.summary.valid - preview.summary.duplicates : 0;

  if (open.length === 0)
    return (
      <Alert color="yellow">
        {BANK_MESSAGES.noAccounts}{' '}
        <Anchor component={Link} to={SETTINGS_PATH}>
          Open Invoice settings
        </Anchor>
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label="Bank account"
          placeholder="Choose the account"
          w={260}
          data={open.map((a) => ({ value: a.id, label: `${a.name} ··${a.last4}` }))}
          value={accountId}
          allowDeselect={false}
          disabled={busy}
          error={!accountId && preview ? BANK_MESSAGES.chooseAccount : undefined}
          onChange={(id) => {
            setAccountId(id);
            if (preview) void flow.remap(preview.mapping, id);
          }}
        />
        <FileButton
          onChange={(file) => void flow.choose(file, accountId)}
          accept={LIMITS.importExtensions.join(',')}
        >
          {(props) => (
            <Button disabled={busy} variant={preview ? 'default' : 'filled'} {...props}>
              {preview ? 'Choose another file' : 'Choose statement file'}
            </Button>
          )}
        </FileButton>
      </Group>
      {phase === 'choosing' && (
        <Text size="xs" c="dimmed">
          The statement as your bank's net banking downloads it (.xlsx, .xls or .csv): SBI, HDFC Bank, ICICI
          Bank, Axis Bank and Kotak Mahindra Bank are recognised; for any other, choose what each column
          holds.
        </Text>
      )}
      {busy && (
        <Stack gap={2}>
          <Text size="xs">{phase === 'checking' ? 'Reading the statement…' : 'Importing and matching…'}</Text>
          <Progress value={100} animated striped aria-label="Progress" />
        </Stack>
      )}
      {flow.problem && (
        <Alert color="red" role="alert">
          {flow.problem}
        </Alert>
      )}
      {preview && phase !== 'done' && (
        <>
          <Summary preview={preview} />
          <StatementMappingRow
            columns={preview.columns}
            mapping={preview.mapping}
            disabled={busy}
            onChange={(mapping) => void flow.remap(mapping, accountId)}
          />
          <Problems preview={preview} />
          {preview.rows.length > 0 && (
            <>
              <Text
                size="xs"
                c="dimmed"
              >{`The first ${Math.min(BANK_LIMITS.previewRows, preview.rows.length)} lines:`}</Text>
              <StatementLines lines={preview.rows} />
            </>
          )}
          <Group justify="flex-end">
            <Button
              onClick={() => accountId && void flow.commit(accountId)}
              loading={phase === 'committing'}
              disabled={busy || mappingWrong || !accountId || preview.summary.valid === 0}
            >
              {`Import ${toImport} ${toImport === 1 ? 'line' : 'lines'}`}
            </Button>
          </Group>
        </>
      )}
      {phase === 'done' && result && (
        <Alert
          color={result.data.balanceMismatches || result.data.skipped ? 'yellow' : 'green'}
          title={result.message}
          role="status"
        >
          <Stack gap="xs">
            <Text size="sm">
              {`${result.data.matched} matched at once (strong matches), ${result.data.suggested} with a suggestion to review.`}
              {result.data.skipped > 0
                ? ` ${result.data.skipped} lines could not be read and were left out.`
                : ''}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="subtle" onClick={flow.reset}>
                Import another statement
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
      {(phase === 'choosing' || phase === 'done') && <RecentImports accountId={accountId} />}
    </Stack>
  );
}

/** The 'Import statement' button and its dialog. `accountId`: the account the page shows, if any. */
export function StatementImport({ accountId, onImported }: { accountId: string | null; onImported(): void }) {
  const [opened, setOpened] = useState(false);
  // Read on each opening: an account may have been added in Invoice settings meanwhile.
  const accounts = useResource(
    () => (opened ? bankAccountsApi.list() : Promise.resolve(null)),
    [opened],
    'Failed to fetch the bank accounts',
  );
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        Import statement
      </Button>
      <AppModal opened={opened} onClose={() => setOpened(false)} title="Import bank statement" size="xxl">
        {opened &&
          (accounts.data ? (
            <ImportSteps accounts={accounts.data} initialAccountId={accountId} onImported={onImported} />
          ) : (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          ))}
      </AppModal>
    </>
  );
}
