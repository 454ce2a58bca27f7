// Work in progress: the time on client work that no invoice has taken yet, valued at billing
// rates, cut by client, template or person, with its age; the definitions are in the help text.
import { Box, LoadingOverlay, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  AGE_BUCKETS,
  WIP_GROUPS,
  WIP_HELP,
  WIP_MESSAGES,
  type WipFigures,
  type WipGroup,
} from '@practice-desk/contracts';
import { useState } from 'react';
import { ClientLink } from '../../../../components/clients/ClientLink';
import { useDateFormat, useTimeUnit } from '../../../../lib/preferences/states/preferences-store';
import { formatDate } from '../../../../lib/preferences/utils/format-date';
import { formatMinutes } from '../../../../lib/preferences/utils/format-minutes';
import { attempt } from '../../../../lib/report-failure';
import { rupees } from '../../../../lib/rupees';
import { useResource } from '../../../../lib/use-resource';
import { moneyReportsApi } from '../../api/money-reports-api';
import { AgeingChart } from './AgeingChart';
import { HelpAndExport, UnratedTimeNote } from './HelpAndExport';

function Figures({ f }: { f: WipFigures }) {
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  return (
    <>
      <Table.Td ta="right">{formatMinutes(f.minutes, unit)}</Table.Td>
      <Table.Td ta="right">{rupees(f.value)}</Table.Td>
      {AGE_BUCKETS.map((b) => (
        <Table.Td key={b.key} ta="right" c={f.ageing[b.key] === '0.00' ? 'dimmed' : undefined}>
          {rupees(f.ageing[b.key])}
        </Table.Td>
      ))}
      <Table.Td ta="right">{formatDate(f.oldest, dateFormat)}</Table.Td>
    </>
  );
}

export function WipReport() {
  const unit = useTimeUnit();
  const dateFormat = useDateFormat();
  const phone = useMediaQuery('(max-width: 48em)');
  const [group, setGroup] = useState<WipGroup>('client');
  const { data, loading } = useResource(() => moneyReportsApi.wip(), [], WIP_MESSAGES.fetchFailed);
  const label = WIP_GROUPS.find((g) => g.key === group)?.label ?? '';
  const exportData = () => void attempt(() => moneyReportsApi.exportWip(), 'Failed to export report');

  return (
    <Stack gap="sm">
      <HelpAndExport help={WIP_HELP} onExport={exportData} />
      <Box pos="relative" mih={160}>
        <LoadingOverlay visible={loading} />
        {data && data.totals.minutes === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {WIP_MESSAGES.empty}
          </Text>
        )}
        {data && data.totals.minutes > 0 && (
          <Stack gap="sm">
            <Text size="sm">
              <b>{rupees(data.totals.value)}</b> of work not yet invoiced (
              {formatMinutes(data.totals.minutes, unit)}) on {formatDate(data.asOf, dateFormat)}
            </Text>
            <UnratedTimeNote minutes={data.totals.unratedMinutes} />
            <AgeingChart buckets={data.totals.ageing} title="Work in progress by age" />
            <SegmentedControl
              aria-label="Work in progress by"
              value={group}
              onChange={(value) => setGroup(value as WipGroup)}
              data={WIP_GROUPS.map((g) => ({ value: g.key, label: `By ${g.label.toLowerCase()}` }))}
              // On a phone the cuts share the width, in smaller type, rather than run off the edge.
              fullWidth={phone}
              size={phone ? 'xs' : 'sm'}
              w={phone ? undefined : 'fit-content'}
            />
            <Table.ScrollContainer minWidth={860}>
              <Table verticalSpacing={5} aria-label={`Work in progress by ${label.toLowerCase()}`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{label.toUpperCase()}</Table.Th>
                    <Table.Th ta="right">TIME</Table.Th>
                    <Table.Th ta="right">VALUE</Table.Th>
                    {AGE_BUCKETS.map((b) => (
                      <Table.Th key={b.key} ta="right">
                        {b.label.toUpperCase()}
                      </Table.Th>
                    ))}
                    <Table.Th ta="right">FIRST LOGGED</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data[group].map((row) => (
                    <Table.Tr key={row.key}>
                      <Table.Td>
                        {group === 'client' ? <ClientLink id={row.key} name={row.label} /> : row.label}
                      </Table.Td>
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
