// Reports › Tally export: a period (from the first of this month to today, unless changed) and two
// downloads, the vouchers ('Export to Tally', for Gateway of Tally → Import → Transactions) and the
// masters the vouchers name (Import → Masters, first, so the parties exist). The period is checked
// here by the contract the API checks it with.
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { TALLY_MESSAGES, TallyExportQuery } from '@practice-desk/contracts';
import { IconDownload, IconFileCode } from '@tabler/icons-react';
import { useState } from 'react';
import * as v from 'valibot';
import { DateField } from '../../../../components/DateField';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { attempt } from '../../../../lib/report-failure';
import { toast } from '../../../../lib/toast';
import { tallyApi } from '../../api/tally-api';

export function TallyExportCard() {
  const today = practiceToday();
  // A Team Leader's export holds their team's clients, as their other money reports do.
  const team = useAuthStore((s) => s.user?.role === 'TEAM_LEADER');
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState<'vouchers' | 'masters' | null>(null);
  const parsed = v.safeParse(TallyExportQuery, { from, to });
  const problem = parsed.success ? null : (parsed.issues[0]?.message ?? null);

  const download = async (file: 'vouchers' | 'masters') => {
    if (!parsed.success) return;
    setBusy(file);
    const name = await attempt(() => tallyApi[file](parsed.output), 'Failed to export for Tally');
    setBusy(null);
    if (name) toast.success(TALLY_MESSAGES.downloaded(name));
  };

  return (
    <Stack gap="md" maw={760}>
      <Stack gap={4}>
        <Title order={2} size="h4">
          Tally export
        </Title>
        <Text size="sm" c="dimmed">
          {team ? "Your team's clients' books" : "The practice's books"} of the period as XML for TallyPrime:
          sales vouchers for invoices sent, credit notes, receipts (with TDS) and advance receipts, posted to
          the ledgers named in Configurations › Invoices › Tally ledgers. Exporting a period again updates the
          same vouchers in Tally.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, xs: 2 }} maw={440}>
        <DateField label="From" value={from} onChange={setFrom} max={today} />
        <DateField label="To" value={to} onChange={setTo} />
      </SimpleGrid>
      {problem && from && to ? (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          leftSection={<IconDownload size={16} />}
          loading={busy === 'vouchers'}
          disabled={!parsed.success}
          onClick={() => void download('vouchers')}
        >
          Export to Tally
        </Button>
        <Button
          variant="default"
          leftSection={<IconFileCode size={16} />}
          loading={busy === 'masters'}
          disabled={!parsed.success}
          onClick={() => void download('masters')}
        >
          Download masters
        </Button>
      </Group>
      <Paper withBorder radius="sm" p="sm" bg="gray.0">
        <Text size="sm" fw={600} mb={4}>
          Importing into TallyPrime
        </Text>
        <List size="sm" type="ordered" spacing={2}>
          <List.Item>
            Gateway of Tally → Import → Masters: the masters file (parties with GSTIN, state, PAN).
          </List.Item>
          <List.Item>Gateway of Tally → Import → Transactions: the vouchers file.</List.Item>
        </List>
      </Paper>
    </Stack>
  );
}
