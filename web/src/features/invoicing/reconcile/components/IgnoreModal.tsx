// Leave a statement line out of the review, saying why (a transfer between the practice's own
// accounts, a refund, interest).
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { type BankLine, RECONCILE_LIMITS, RECONCILE_MESSAGES } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { rupees } from '../../../../lib/rupees';

export function IgnoreModal({
  line,
  busy,
  onClose,
  onIgnore,
}: {
  line: BankLine | null;
  busy: boolean;
  onClose(): void;
  onIgnore(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: empty again for each line.
  useEffect(() => {
    setReason('');
    setError(null);
  }, [line?.id]);
  const amount = line && line.credit !== '0.00' ? line.credit : line?.debit;
  return (
    <AppModal opened={line !== null} onClose={onClose} title={`Ignore · ${rupees(amount)}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(RECONCILE_MESSAGES.reasonRequired);
          onIgnore(reason.trim());
        }}
        noValidate
      >
        <Stack>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {line?.narration}
          </Text>
          <Textarea
            label="Why is it ignored?"
            withAsterisk
            autosize
            minRows={2}
            maxLength={RECONCILE_LIMITS.ignoreReason}
            placeholder="e.g. Transfer from our savings account"
            data-autofocus
            value={reason}
            error={error}
            onChange={(event) => setReason(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey) {
                event.preventDefault();
                event.currentTarget.form?.requestSubmit();
              }
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Ignore line
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
