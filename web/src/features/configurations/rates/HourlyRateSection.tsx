// Invoice settings › Billing rate: the practice's hourly rate, which the Unbilled tab multiplies by
// TT when a client has no fee for the task's template.
import { Button, Fieldset, Group, Text, TextInput } from '@mantine/core';
import { isMoneyInput, UNBILLED_MESSAGES } from '@practice-desk/contracts';
import { useState } from 'react';
import { amountOrNull, ratesApi } from '../../../lib/rates-api';
import { attempt } from '../../../lib/report-failure';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';

export function HourlyRateSection() {
  const { data } = useResource(() => ratesApi.rates(), [], 'Failed to fetch rates');
  // What the Admin typed, else the saved rate: nothing typed is ever replaced by a late load.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? data?.hourlyRate ?? '';
  const [busy, setBusy] = useState(false);
  const invalid = text.trim() !== '' && !isMoneyInput(text.trim());
  const save = async () => {
    if (invalid) return;
    setBusy(true);
    const res = await attempt(
      () => ratesApi.saveHourly(amountOrNull(text)),
      'Failed to save the hourly rate',
    );
    setBusy(false);
    if (res) toast.success(res.message ?? UNBILLED_MESSAGES.ratesSaved);
  };
  return (
    <Fieldset legend="Billing rate" mt="lg">
      <Text size="sm" c="dimmed" mb="xs">
        Suggested for unbilled work as rate × time taken, when the client has no fee for the task's template.
      </Text>
      <Group align="flex-end">
        <TextInput
          label="Hourly rate (₹)"
          placeholder="e.g. 1500"
          inputMode="decimal"
          value={text}
          // Nothing typed before the saved rate arrives can be overwritten by it.
          disabled={!data}
          error={invalid ? UNBILLED_MESSAGES.amountInvalid : undefined}
          onChange={(e) => setTyped(e.currentTarget.value)}
          w={220}
        />
        <Button variant="light" loading={busy} disabled={!data} onClick={() => void save()}>
          Save rate
        </Button>
      </Group>
    </Fieldset>
  );
}
