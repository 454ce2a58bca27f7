// The Day End report: per assignee a collapsible section (task count, minutes, day ends), with a
// chart of time logged against the estimates of the same tasks above.
import { Accordion, Box, Group, LoadingOverlay, Paper, Stack, Text } from '@mantine/core';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';
import { useReport } from '../hooks/use-report';
import type { ReportSearch } from '../utils/report-search';
import { DayEndGroupItem, groupValue } from './DayEndGroupItem';
import { EstimateChart } from './EstimateChart';
import { PeriodLine } from './PeriodLine';
import { ReportState } from './ReportState';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder radius="md" px="md" py={6}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

export function DayEndReport({ search, problem }: { search: ReportSearch | null; problem: string | null }) {
  const unit = useTimeUnit();
  const { data, loading, error } = useReport('day-end', search);
  const groups = data?.reports ?? [];
  const worked = groups.filter((g) => g.taskCount > 0);
  return (
    <Box pos="relative" mih={160}>
      <LoadingOverlay visible={loading} zIndex={5} />
      {data && !problem && <PeriodLine period={data.period} />}
      <ReportState
        problem={problem}
        error={error}
        empty={Boolean(data) && (data?.totals.taskCount ?? 0) === 0}
      />
      {data && groups.length > 0 && (
        <Stack gap="lg" mt="sm">
          {worked.length > 0 && (
            <>
              <Group gap="sm">
                <Figure label="People" value={worked.length} />
                <Figure label="Tasks worked" value={data.totals.taskCount} />
                <Figure label="Time logged" value={formatMinutes(data.totals.minutes, unit)} />
                <Figure label="Their estimates" value={formatMinutes(data.totals.estimatedMinutes, unit)} />
              </Group>
              <EstimateChart
                title="Time logged by person, against the estimates of the same tasks"
                actualLabel="Logged"
                bars={worked.map((g) => ({
                  label: g.userName,
                  estimated: g.estimatedMinutes,
                  actual: g.minutes,
                }))}
              />
            </>
          )}
          <Accordion multiple variant="separated" radius="md" chevronPosition="right">
            {groups.map((g) => (
              <DayEndGroupItem key={groupValue(g)} group={g} />
            ))}
          </Accordion>
        </Stack>
      )}
    </Box>
  );
}
