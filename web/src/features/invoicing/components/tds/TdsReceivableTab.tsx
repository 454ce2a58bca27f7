// TDS receivable: what clients deducted from their payments in a financial year, by client and
// quarter, to match against Form 26AS / the AIS; the year picked here, the same report as .xlsx.
import { Box, Button, Group, Select, Stack, Text } from '@mantine/core';
import { RECEIPT_MESSAGES } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { attempt } from '../../../../lib/report-failure';
import { useResource } from '../../../../lib/use-resource';
import { receiptsApi } from '../../api/receipts-api';
import { recentFinancialYears, tdsByClient } from '../../utils/tds-table';
import { TdsReceivableCards } from './TdsReceivableCards';
import { TdsReceivableTable } from './TdsReceivableTable';

export function TdsReceivableTab() {
  const years = recentFinancialYears(practiceToday());
  const [fy, setFy] = useState(years[0] ?? '');
  const [exporting, setExporting] = useState(false);
  const { data, loading } = useResource(
    () => receiptsApi.tdsReceivable(fy),
    [fy],
    'Failed to fetch the TDS receivable report',
  );
  const report = data && data.fy === fy ? data : null;
  const exportReport = async () => {
    setExporting(true);
    await attempt(() => receiptsApi.exportTdsReceivable(fy), 'Failed to export the report');
    setExporting(false);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Select
          label="Financial year"
          data={years.map((year) => ({ value: year, label: `FY ${year}` }))}
          value={fy}
          onChange={(value) => value && setFy(value)}
          allowDeselect={false}
          w={160}
        />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={() => void exportReport()}
        >
          Export Data
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        TDS deducted by clients on payments received, by quarter of the financial year: check each against
        Form 26AS or the annual information statement.
      </Text>
      {report && (
        <Text size="sm" data-testid="tds-section">
          Deducted under {report.section}
        </Text>
      )}
      {!report ? (
        <Text c="dimmed" ta="center" py="xl">
          {loading ? 'Loading…' : ''}
        </Text>
      ) : report.rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {RECEIPT_MESSAGES.noTds}
        </Text>
      ) : (
        <>
          <Box visibleFrom="sm">
            <TdsReceivableTable rows={tdsByClient(report.rows)} totals={report.totals} />
          </Box>
          <Box hiddenFrom="sm">
            <TdsReceivableCards rows={tdsByClient(report.rows)} totals={report.totals} />
          </Box>
        </>
      )}
    </Stack>
  );
}
