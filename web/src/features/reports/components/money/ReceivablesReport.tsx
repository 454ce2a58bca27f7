// Receivables: what each client owes on a day (today by default) by age of the invoice, as a
// chart and a table with totals; a client (in the table, or any client from the picker, one who
// owes nothing too) opens their statement of account; Export Data; the
// Admin sets the reminder schedule here.
import { Box, Button, Group, LoadingOverlay, Select, Stack, Text } from '@mantine/core';
import { RECEIVABLES_MESSAGES, type ReceivablesRow } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { DateField } from '../../../../components/DateField';
import { useAuthStore } from '../../../../lib/auth/auth-store';
import { useDateFormat } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { attempt } from '../../../../lib/report-failure';
import { useResource } from '../../../../lib/use-resource';
import { moneyReportsApi } from '../../api/money-reports-api';
import { AgeingChart } from './AgeingChart';
import { ReceivablesTable } from './ReceivablesTable';
import { ReminderScheduleCard } from './ReminderScheduleCard';
import { StatementModal } from './StatementModal';

export function ReceivablesReport() {
  const dateFormat = useDateFormat();
  const admin = useAuthStore((s) => s.user?.role === 'ADMIN');
  const [asOf, setAsOf] = useState('');
  const [statementOf, setStatementOf] = useState<{ id: string; name: string } | null>(null);
  const { data: clients } = useResource(() => moneyReportsApi.clients(), [], 'Failed to fetch clients');
  const { data, loading } = useResource(
    () => moneyReportsApi.receivables(asOf || undefined),
    [asOf],
    RECEIVABLES_MESSAGES.fetchFailed,
  );
  const exportData = () =>
    void attempt(() => moneyReportsApi.exportReceivables(asOf || undefined), 'Failed to export report');

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="sm" align="flex-end">
          <DateField
            label="As of"
            value={asOf || data?.asOf || ''}
            onChange={(value) => setAsOf(value)}
            w={180}
          />
          {data && (
            <Text size="sm" c="dimmed" mb={8} data-testid="receivables-as-of">
              Outstanding on {formatDate(data.asOf, dateFormat)}, aged from the invoice date
            </Text>
          )}
        </Group>
        <Group gap="sm" align="flex-end">
          <Select
            label="Statement of account"
            placeholder="Choose a client"
            searchable
            w={240}
            value={null}
            data={(clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
            onChange={(id) => {
              const client = clients?.find((c) => c.id === id);
              if (client) setStatementOf({ id: client.id, name: client.name });
            }}
          />
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportData}>
            Export Data
          </Button>
        </Group>
      </Group>
      <Box pos="relative" mih={160}>
        <LoadingOverlay visible={loading} />
        {data && data.rows.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {RECEIVABLES_MESSAGES.nothingOwed}
          </Text>
        )}
        {data && data.rows.length > 0 && (
          <Stack gap="lg">
            <AgeingChart buckets={data.totals.buckets} />
            <ReceivablesTable
              report={data}
              onStatement={(row: ReceivablesRow) =>
                setStatementOf({ id: row.clientId, name: row.clientName })
              }
            />
          </Stack>
        )}
      </Box>
      {admin && <ReminderScheduleCard />}
      <StatementModal client={statementOf} onClose={() => setStatementOf(null)} />
    </Stack>
  );
}
