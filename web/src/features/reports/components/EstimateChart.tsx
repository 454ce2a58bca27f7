// Estimated against actual time as horizontal bars (long client and task names stay readable on
// a phone), the largest first, in the preferred time unit; it follows the chosen period.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import {
  formatCellMinutes,
  formatMinutes,
  MINUTES_PER_WORKING_DAY,
  unitSuffix,
} from '../../../lib/preferences/utils/format-minutes';

export interface EstimateBar {
  label: string;
  estimated: number;
  actual: number;
}

const SHOWN = 10;
const PER_UNIT = { Minutes: 1, Hours: 60, Days: MINUTES_PER_WORKING_DAY } as const;

export function EstimateChart({
  title,
  bars,
  actualLabel = 'Actual',
}: {
  title: string;
  bars: EstimateBar[];
  actualLabel?: string;
}) {
  const unit = useTimeUnit();
  const phone = useMediaQuery('(max-width: 48em)');
  const top = [...bars]
    .sort((a, b) => Math.max(b.estimated, b.actual) - Math.max(a.estimated, a.actual))
    .slice(0, SHOWN);
  if (top.length === 0) return null;
  const size = PER_UNIT[unit];
  const data = top.map((b) => ({
    label: b.label,
    estimated: Math.round((b.estimated / size) * 100) / 100,
    actual: Math.round((b.actual / size) * 100) / 100,
  }));
  const labelWidth = phone ? 118 : 210;
  const cut = phone ? 17 : 32;
  const suffix = unitSuffix(unit);
  return (
    <Stack gap={6} role="figure" aria-label={title}>
      <Text size="sm" fw={600}>
        {title} ({suffix})
        {bars.length > SHOWN && (
          <Text span size="xs" c="dimmed" ml={6}>
            ({SHOWN} largest of {bars.length})
          </Text>
        )}
      </Text>
      <BarChart
        h={Math.max(130, top.length * 30 + 64)}
        data={data}
        dataKey="label"
        orientation="vertical"
        series={[
          { name: 'estimated', label: 'Estimated', color: 'blue.4' },
          { name: 'actual', label: actualLabel, color: 'orange.6' },
        ]}
        withLegend
        legendProps={{ verticalAlign: 'top', height: 32 }}
        valueFormatter={(value) => formatMinutes(value * size, unit)}
        yAxisProps={{
          width: labelWidth,
          tick: { fontSize: phone ? 11 : 12 },
          tickFormatter: (name: string) => (name.length > cut ? `${name.slice(0, cut - 1)}…` : name),
        }}
        // The unit is in the title; bare figures (h:mm for Hours, as in the grid) keep the axis
        // readable on a phone.
        xAxisProps={{ tickFormatter: (value: number) => formatCellMinutes(Math.round(value * size), unit) }}
        gridAxis="x"
        maxBarWidth={11}
        barChartProps={{ barGap: 2 }}
      />
    </Stack>
  );
}
