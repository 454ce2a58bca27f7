// Invoice settings › Tally ledgers: the ledger names the Tally export posts to, Tally's usual ones
// until changed. The income ledger is a pattern: {sac} and {rate} become each line's SAC and rate.
import { Button, Fieldset, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  incomeLedgerName,
  TALLY_LEDGER_DEFAULTS,
  TALLY_LEDGER_LABELS,
  TALLY_MESSAGES,
  type TallyLedgerKey,
  type TallyLedgers,
  TallyLedgersBody,
} from '@practice-desk/contracts';
import { useState } from 'react';
import * as v from 'valibot';
import { attempt } from '../../../lib/report-failure';
import { tallyLedgersApi } from '../../../lib/tally-ledgers-api';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';

const KEYS = Object.keys(TALLY_LEDGER_DEFAULTS) as TallyLedgerKey[];

export function TallyLedgersSection() {
  const { data } = useResource(() => tallyLedgersApi.ledgers(), [], 'Failed to fetch the Tally ledgers');
  // What the Admin typed, over the saved names: a late load never replaces typing.
  const [typed, setTyped] = useState<Partial<TallyLedgers>>({});
  const [busy, setBusy] = useState(false);
  const values = { ...(data?.ledgers ?? TALLY_LEDGER_DEFAULTS), ...typed } as TallyLedgers;
  const parsed = v.safeParse(TallyLedgersBody, values);
  const problems = parsed.success ? {} : (v.flatten<typeof TallyLedgersBody>(parsed.issues).nested ?? {});

  const save = async () => {
    if (!parsed.success) return;
    setBusy(true);
    const res = await attempt(() => tallyLedgersApi.save(parsed.output), 'Failed to save the Tally ledgers');
    setBusy(false);
    if (res) {
      setTyped({});
      toast.success(res.message ?? TALLY_MESSAGES.saved);
    }
  };
  return (
    <Fieldset legend="Tally ledgers" mt="lg">
      <Text size="sm" c="dimmed" mb="xs">
        The ledgers the Tally export (Reports › Tally export) posts to. The income ledger is named per line:{' '}
        {'{sac}'} and {'{rate}'} become its SAC and GST rate, e.g. “
        {incomeLedgerName(values.income, '998231', 1800)}”.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        {KEYS.map((key) => (
          <TextInput
            key={key}
            label={TALLY_LEDGER_LABELS[key]}
            value={values[key]}
            disabled={!data}
            error={problems[key]?.[0]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setTyped((t) => ({ ...t, [key]: value }));
            }}
          />
        ))}
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button
          variant="light"
          loading={busy}
          disabled={!data || !parsed.success}
          onClick={() => void save()}
        >
          Save ledgers
        </Button>
        <Button variant="subtle" disabled={!data} onClick={() => setTyped({ ...TALLY_LEDGER_DEFAULTS })}>
          Tally's usual names
        </Button>
      </Group>
    </Fieldset>
  );
}
