// Profitability for the chosen period: per client (and each client's months), billed against the
// cost of the time logged, the margin and realisation; the definitions are in the help text.
import { Box, LoadingOverlay, Stack, Table, Text } from '@mantine/core';
import {
  PROFITABILITY_HELP,
  PROFITABILITY_MESSAGES,
  type ProfitabilityFigures,
  periodBounds,
  type ReportDateType,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { useTimeUnit } from '../../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../../lib/preferences/utils/format-minutes';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { moneyReportsApi } from '../../api/money-reports-api';
import type { ReportSearch } from '../../utils/report-search';
import { HelpAndExport } from './HelpAndExport';

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

function Figures({ f, unit }: { f: ProfitabilityFigures; unit: ReturnType<typeof useTimeUnit> }) {
  return (
    <>
      <Table.Td ta="right">{rupees(f.billed)}</Table.Td>
      <Table.Td ta="right">{rupees(f.cost)}</Table.Td>
      <Table.Td ta="right" c={f.margin.startsWith('-') ? 'red.8' : undefined}>
        {rupees(f.margin)}
      </Table.Td>
      <Table.Td ta="right">{formatMinutes(f.minutes, unit)}</Table.Td>
      <Table.Td ta="right">{percent(f.realisation)}</Table.Td>
    </>
  );
}

export function ProfitabilityReport({ search }: { search: ReportSearch | null }) {
  const unit = useTimeUnit();
  const bounds = search
    ? periodBounds(search.dateType as ReportDateType, practiceToday(), search.fromDate, search.toDate)
    : null;
  const range = { from: bounds?.from ?? undefined, to: bounds?.to ?? undefined };
  const { data, loading } = useResource(
    () => (bounds ? moneyReportsApi.profitability(range) : Promise.resolve(null)),
    [range.from, range.to, Boolean(bounds)],
    PROFITABILITY_MESSAGES.fetchFailed,
  );
  const exportData = () =>
    void attempt(() => moneyReportsApi.exportProfitability(range), 'Failed to export report');

  return (
    <Stack gap="sm">
      <HelpAndExport help={PROFITABILITY_HELP} onExport={exportData} />
      <Box pos="relative" mih={160}>
        <LoadingOverlay visible={loading} />
        {data && data.clients.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {PROFITABILITY_MESSAGES.empty}
          </Text>
        )}
        {data && data.totals.unratedMinutes > 0 && (
          <Text size="sm" c="orange.9" mb="xs">
            {formatMinutes(data.totals.unratedMinutes, unit)} of the time was logged by people without a cost
            rate and counts as no cost; an Admin sets cost and billing rates under Configurations › Users ›
            Hourly rates.
          </Text>
        )}
        {data && data.clients.length > 0 && (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing={5} aria-label="Profitability by client and month">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>CLIENT / MONTH</Table.Th>
                  <Table.Th ta="right">BILLED</Table.Th>
                  <Table.Th ta="right">COST OF TIME</Table.Th>
                  <Table.Th ta="right">MARGIN</Table.Th>
                  <Table.Th ta="right">TIME</Table.Th>
                  <Table.Th ta="right">REALISATION</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.clients.map((c) => (
                  <Fragment key={c.clientId}>
                    <Table.Tr fw={600} bg="var(--mantine-color-gray-0)">
                      <Table.Td>
                        <ClientLink id={c.clientId} name={c.clientName} />
                      </Table.Td>
                      <Figures f={c} unit={unit} />
                    </Table.Tr>
                    {data.rows
                      .filter((r) => r.clientId === c.clientId)
                      .map((r) => (
                        <Table.Tr key={`${r.clientId}-${r.month}`}>
                          <Table.Td pl="lg" c="dimmed">
                            {dayjs(`${r.month}-01`).format('MMM YYYY')}
                          </Table.Td>
                          <Figures f={r} unit={unit} />
                        </Table.Tr>
                      ))}
                  </Fragment>
                ))}
              </Table.Tbody>
              <Table.Tfoot>
                <Table.Tr fw={700}>
                  <Table.Td>Total</Table.Td>
                  <Figures f={data.totals} unit={unit} />
                </Table.Tr>
              </Table.Tfoot>
            </Table>
          </Table.ScrollContainer>
        )}
      </Box>
    </Stack>
  );
}
