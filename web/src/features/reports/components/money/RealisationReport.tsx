// Realisation for the chosen period: for the work invoiced in it, the time's worth at billing
// rates against what was invoiced and collected, cut by client, template, person or month; the
// definitions are in the help text.
import { Box, LoadingOverlay, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  periodBounds,
  REALISATION_GROUPS,
  REALISATION_HELP,
  REALISATION_MESSAGES,
  type RealisationFigures,
  type RealisationGroup,
  type ReportDateType,
} from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { useTimeUnit } from '../../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../../lib/preferences/utils/format-minutes';
import { practiceToday } from '../../../../lib/preferences/utils/practice-today';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { moneyReportsApi } from '../../api/money-reports-api';
import type { ReportSearch } from '../../utils/report-search';
import { HelpAndExport, UnratedTimeNote } from './HelpAndExport';
import { RealisationChart } from './RealisationChart';

const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

function Figures({ f }: { f: RealisationFigures }) {
  const unit = useTimeUnit();
  return (
    <>
      <Table.Td ta="right">{formatMinutes(f.minutes, unit)}</Table.Td>
      <Table.Td ta="right">{rupees(f.timeValue)}</Table.Td>
      <Table.Td ta="right">{rupees(f.invoiced)}</Table.Td>
      <Table.Td ta="right">{rupees(f.collected)}</Table.Td>
      <Table.Td ta="right">{percent(f.realisation)}</Table.Td>
      <Table.Td ta="right">{percent(f.collection)}</Table.Td>
      <Table.Td ta="right">{percent(f.recovery)}</Table.Td>
    </>
  );
}

export function RealisationReport({ search }: { search: ReportSearch | null }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const [group, setGroup] = useState<RealisationGroup>('client');
  const bounds = search
    ? periodBounds(search.dateType as ReportDateType, practiceToday(), search.fromDate, search.toDate)
    : null;
  const range = { from: bounds?.from ?? undefined, to: bounds?.to ?? undefined };
  const { data, loading } = useResource(
    () => (bounds ? moneyReportsApi.realisation(range) : Promise.resolve(null)),
    [range.from, range.to, Boolean(bounds)],
    REALISATION_MESSAGES.fetchFailed,
  );
  const label = REALISATION_GROUPS.find((g) => g.key === group)?.label ?? '';
  const exportData = () =>
    void attempt(() => moneyReportsApi.exportRealisation(range), 'Failed to export report');
  const name = (key: string, text: string) => {
    if (group === 'client') return <ClientLink id={key} name={text} />;
    return group === 'month' ? dayjs(`${key}-01`).format('MMM YYYY') : text;
  };

  return (
    <Stack gap="sm">
      <HelpAndExport help={REALISATION_HELP} onExport={exportData} />
      <Box pos="relative" mih={160}>
        <LoadingOverlay visible={loading} />
        {data && data.client.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {REALISATION_MESSAGES.empty}
          </Text>
        )}
        {data && data.client.length > 0 && (
          <Stack gap="sm">
            <UnratedTimeNote minutes={data.totals.unratedMinutes} />
            <RealisationChart months={data.month} />
            <SegmentedControl
              aria-label="Realisation by"
              value={group}
              onChange={(value) => setGroup(value as RealisationGroup)}
              data={REALISATION_GROUPS.map((g) => ({ value: g.key, label: `By ${g.label.toLowerCase()}` }))}
              // On a phone the cuts share the width, in smaller type, rather than run off the edge.
              fullWidth={phone}
              size={phone ? 'xs' : 'sm'}
              w={phone ? undefined : 'fit-content'}
            />
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing={5} aria-label={`Realisation by ${label.toLowerCase()}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{label.toUpperCase()}</Table.Th>
                    <Table.Th ta="right">TIME</Table.Th>
                    <Table.Th ta="right">TIME VALUE</Table.Th>
                    <Table.Th ta="right">INVOICED</Table.Th>
                    <Table.Th ta="right">COLLECTED</Table.Th>
                    <Table.Th ta="right">REALISATION</Table.Th>
                    <Table.Th ta="right">COLLECTION</Table.Th>
                    <Table.Th ta="right">RECOVERY</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data[group].map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>{name(row.key, row.label)}</Table.Td>
                      <Figures f={row} />
                    </Table.Tr>
                  ))}
                </Table.Tbody>
                <Table.Tfoot>
                  <Table.Tr fw={700}>
                    <Table.Td>Total</Table.Td>
                    <Figures f={data.totals} />
                  </Table.Tr>
                </Table.Tfoot>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
