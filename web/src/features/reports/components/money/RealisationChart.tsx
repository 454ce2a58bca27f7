// Realisation month by month as bars: the time's worth at billing rates, what was invoiced and
// what was collected, side by side, in rupees.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatIndianPaise, paiseOf, type RealisationRow } from '@practice-desk/contracts';
import dayjs from 'dayjs';

export function RealisationChart({ months }: { months: RealisationRow[] }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const data = months.map((m) => ({
    month: dayjs(`${m.key}-01`).format('MMM YY'),
    timeValue: paiseOf(m.timeValue),
    invoiced: paiseOf(m.invoiced),
    collected: paiseOf(m.collected),
  }));
  return (
    <Stack gap={6} role="figure" aria-label="Realisation by month">
      <Text size="sm" fw={600}>
        Time value, invoiced and collected by month (₹)
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="month"
        withLegend
        series={[
          { name: 'timeValue', label: 'Time value', color: 'gray.6' },
          { name: 'invoiced', label: 'Invoiced', color: 'blue.6' },
          { name: 'collected', label: 'Collected', color: 'teal.7' },
        ]}
        valueFormatter={(value) => `₹${formatIndianPaise(Math.round(value))}`}
        yAxisProps={{
          tickFormatter: (value: number) => formatIndianPaise(Math.round(value)).replace(/\.00$/, ''),
          width: phone ? 56 : 80,
        }}
        gridAxis="y"
        maxBarWidth={40}
      />
    </Stack>
  );
}
