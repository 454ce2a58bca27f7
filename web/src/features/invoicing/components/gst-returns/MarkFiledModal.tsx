// 'Mark as filed': the date the GSTR-1 was filed and its ARN (optional). Once marked, the
// period's invoices and credit notes are locked until the mark is undone.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { GSTR1_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { AppModal } from '../../../../components/AppModal';
import { DateField } from '../../../../components/DateField';

export function MarkFiledModal({
  opened,
  label,
  today,
  busy,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  label: string;
  today: string;
  busy: boolean;
  onClose(): void;
  onSubmit(values: { filedOn: string; arn: string | null }): void;
}) {
  const [filedOn, setFiledOn] = useState(today);
  const [arn, setArn] = useState('');
  const arnError = arn.trim() && !/^[A-Za-z0-9]{15}$/.test(arn.trim()) ? GSTR1_MESSAGES.arn : null;
  return (
    <AppModal opened={opened} onClose={onClose} title={`Mark GSTR-1 for ${label} as filed`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!arnError) onSubmit({ filedOn, arn: arn.trim() || null });
        }}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            Invoices dated in {label} will be locked: no line edits, revert or sending of drafts, and no
            credit note dated in it, until the mark is undone.
          </Text>
          <DateField
            label="Filed on"
            required
            max={today}
            value={filedOn}
            onChange={(value) => setFiledOn(value)}
          />
          <TextInput
            label="ARN"
            description="The acknowledgement reference number (optional)"
            value={arn}
            error={arnError}
            onChange={(e) => setArn(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!filedOn}>
              Mark as filed
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
