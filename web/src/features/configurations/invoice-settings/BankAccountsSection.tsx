// Invoice settings › Bank accounts: the accounts the practice's statements are imported into (a
// name, the bank, the last 4 digits of the number). One with statements is archived, not deleted.
import {
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import {
  BANK_LABELS,
  BANK_MESSAGES,
  BANKS,
  type Bank,
  type BankAccount,
  BankAccountBody,
} from '@practice-desk/contracts';
import { useState } from 'react';
import * as v from 'valibot';
import { AppModal } from '../../../components/AppModal';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { bankAccountsApi } from '../../../lib/bank-accounts-api';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';

interface Draft {
  name: string;
  bank: Bank | null;
  last4: string;
  archived: boolean;
}

const EMPTY: Draft = { name: '', bank: null, last4: '', archived: false };
const BANK_OPTIONS = BANKS.map((bank) => ({ value: bank, label: BANK_LABELS[bank] }));

/** The draft checked as the server checks it: the body, or one message per field. */
function check(draft: Draft) {
  const parsed = v.safeParse(BankAccountBody, draft);
  if (parsed.success) return { body: parsed.output, errors: {} as Record<string, string> };
  const nested = v.flatten<typeof BankAccountBody>(parsed.issues).nested ?? {};
  const errors = Object.fromEntries(
    Object.entries(nested).map(([field, messages]) => [field, messages?.[0] ?? '']),
  );
  return { body: null, errors };
}

function AccountFields({
  draft,
  errors,
  onChange,
  withArchived,
}: {
  draft: Draft;
  errors: Record<string, string>;
  onChange(next: Draft): void;
  withArchived: boolean;
}) {
  return (
    <>
      <TextInput
        label="Name"
        placeholder="HDFC current"
        value={draft.name}
        error={errors.name}
        onChange={(e) => onChange({ ...draft, name: e.currentTarget.value })}
      />
      <Select
        label="Bank"
        placeholder="Choose the bank"
        data={BANK_OPTIONS}
        value={draft.bank}
        error={errors.bank}
        allowDeselect={false}
        onChange={(bank) => onChange({ ...draft, bank: bank as Bank | null })}
      />
      <TextInput
        label="Last 4 digits"
        placeholder="5678"
        inputMode="numeric"
        maxLength={4}
        value={draft.last4}
        error={errors.last4}
        onChange={(e) => onChange({ ...draft, last4: e.currentTarget.value })}
      />
      {withArchived && (
        <Checkbox
          label="Archived (kept for its statement lines; no new statement goes into it)"
          checked={draft.archived}
          onChange={(e) => onChange({ ...draft, archived: e.currentTarget.checked })}
        />
      )}
    </>
  );
}

export function BankAccountsSection() {
  const { data, reload } = useResource(() => bankAccountsApi.list(), [], 'Failed to fetch the bank accounts');
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: string; draft: Draft; errors: Record<string, string> } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<BankAccount | null>(null);

  /** Sends a checked draft; the server's refusal lands on its fields (a name taken), else a toast. */
  const submit = async (
    current: Draft,
    call: (body: BankAccountBody) => Promise<{ message?: string }>,
    showErrors: (errors: Record<string, string>) => void,
  ) => {
    const { body, errors } = check(current);
    showErrors(errors);
    if (!body) return false;
    setBusy(true);
    try {
      const answer = await call(body);
      if (answer.message) toast.success(answer.message);
      void reload();
      return true;
    } catch (err) {
      const problem = await readProblem(err);
      const onFields = fieldErrors(problem);
      showErrors(onFields);
      if (!alreadyReported(problem) && Object.keys(onFields).length === 0)
        toast.error(problem.message ?? 'Failed to save the bank account');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    if (await submit(draft, bankAccountsApi.add, setShown)) setDraft(EMPTY);
  };
  const save = async () => {
    if (!editing) return;
    const { id } = editing;
    const saved = await submit(
      editing.draft,
      (body) => bankAccountsApi.save(id, body),
      (errors) => setEditing((e) => (e ? { ...e, errors } : e)),
    );
    if (saved) setEditing(null);
  };

  const accounts = data ?? [];
  return (
    <Fieldset legend="Bank accounts" mt="lg">
      <Text size="sm" c="dimmed" mb="xs">
        The accounts whose statements you import in Invoicing › Bank reconciliation, to match the money in to
        invoices.
      </Text>
      {accounts.length > 0 ? (
        <Table.ScrollContainer minWidth={520} mb="sm">
          <Table verticalSpacing={6} aria-label="Bank accounts">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Bank</Table.Th>
                <Table.Th>Number</Table.Th>
                <Table.Th ta="right">Statement lines</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {accounts.map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{account.name}</Text>
                      {account.archived && (
                        <Badge size="xs" color="gray" variant="light">
                          Archived
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{BANK_LABELS[account.bank]}</Table.Td>
                  <Table.Td>{`··${account.last4}`}</Table.Td>
                  <Table.Td ta="right">{account.lines.toLocaleString('en-IN')}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="subtle"
                        aria-label={`Edit ${account.name}`}
                        onClick={() =>
                          setEditing({
                            id: account.id,
                            errors: {},
                            draft: {
                              name: account.name,
                              bank: account.bank,
                              last4: account.last4,
                              archived: account.archived,
                            },
                          })
                        }
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={`${account.lines > 0 ? 'Archive' : 'Delete'} ${account.name}`}
                        disabled={account.archived && account.lines > 0}
                        onClick={() => setDeleting(account)}
                      >
                        {account.lines > 0 ? 'Archive' : 'Delete'}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        data && (
          <Text size="sm" mb="sm">
            No bank account yet.
          </Text>
        )
      )}
      <Group align="flex-start" gap="sm" wrap="wrap" role="group" aria-label="Add a bank account">
        <AccountFields draft={draft} errors={shown} onChange={setDraft} withArchived={false} />
        <Button
          mt={25}
          variant="light"
          loading={busy && !editing}
          disabled={!data}
          onClick={() => void add()}
        >
          Add bank account
        </Button>
      </Group>

      <AppModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title="Edit bank account"
        size="sm"
      >
        {editing && (
          <Stack gap="sm">
            <AccountFields
              draft={editing.draft}
              errors={editing.errors}
              onChange={(next) => setEditing({ ...editing, draft: next })}
              withArchived
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                Cancel
              </Button>
              <Button loading={busy} onClick={() => void save()}>
                Save
              </Button>
            </Group>
          </Stack>
        )}
      </AppModal>
      <ConfirmDialog
        opened={deleting !== null}
        message={
          deleting && deleting.lines > 0
            ? `${deleting.name} has statement lines: it will be archived, kept for them, and take no new statement.`
            : `Delete ${deleting?.name ?? 'this account'}?`
        }
        confirmLabel={deleting && deleting.lines > 0 ? 'Archive' : 'Delete'}
        cancelLabel="Cancel"
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const answer = await bankAccountsApi.remove(deleting.id);
          toast.success(
            answer.message ??
              (answer.data.deleted ? BANK_MESSAGES.accountDeleted : BANK_MESSAGES.accountArchived),
          );
          void reload();
        }}
      />
    </Fieldset>
  );
}
