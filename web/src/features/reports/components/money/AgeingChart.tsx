// Amounts by age as bars, one per bucket (0–30 … > 90 days), in rupees: what clients owe, or
// the work not yet invoiced.
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { AGE_BUCKETS, type BucketAmounts, formatIndianPaise, paiseOf } from '@practice-desk/contracts';

const COLORS = ['teal.6', 'yellow.6', 'orange.6', 'red.7'] as const;

/** `title`: what the bars are (the receivables' outstanding amounts by default). */
export function AgeingChart({
  buckets,
  title = 'Outstanding by age',
}: {
  buckets: BucketAmounts;
  title?: string;
}) {
  const phone = useMediaQuery('(max-width: 48em)');
  // The bars' lengths are integer paise; axis and tooltip show them as rupees.
  const data = AGE_BUCKETS.map((b, i) => ({
    // '31–60' on a phone: the four labels fit under their bars.
    bucket: phone ? b.label.replace(' days', '') : b.label,
    owed: paiseOf(buckets[b.key]),
    color: COLORS[i],
  }));
  return (
    <Stack gap={6} role="figure" aria-label={title}>
      <Text size="sm" fw={600}>
        {title}
        {phone ? ' in days' : ''} (₹)
      </Text>
      <BarChart
        // Remounted when the labels change: the axis keeps the categories it first drew.
        key={phone ? 'phone' : 'wide'}
        h={220}
        data={data}
        dataKey="bucket"
        series={[{ name: 'owed', label: 'Amount', color: 'blue.6' }]}
        valueFormatter={(value) => `₹${formatIndianPaise(Math.round(value))}`}
        yAxisProps={{
          tickFormatter: (value: number) => formatIndianPaise(Math.round(value)).replace(/\.00$/, ''),
          width: phone ? 56 : 80,
        }}
        xAxisProps={{ interval: 0, tick: { fontSize: phone ? 11 : 12 } }}
        gridAxis="y"
        maxBarWidth={56}
      />
    </Stack>
  );
}
