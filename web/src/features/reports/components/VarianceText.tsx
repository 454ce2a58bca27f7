// Actual minus estimated in the preferred time unit: over the estimate in red, under in green.
import { Text } from '@mantine/core';
import { estimateVariance } from '@practice-desk/contracts';
import { useTimeUnit } from '../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../lib/preferences/utils/format-minutes';

export function VarianceText({ estimated, actual }: { estimated: number; actual: number }) {
  const unit = useTimeUnit();
  const variance = estimateVariance(estimated, actual);
  if (variance === 0)
    return (
      <Text span size="sm" c="dimmed">
        {formatMinutes(0, unit)}
      </Text>
    );
  const over = variance > 0;
  const amount = formatMinutes(Math.abs(variance), unit);
  return (
    <Text
      span
      size="sm"
      fw={600}
      c={over ? 'red.7' : 'teal.7'}
      data-variance={over ? 'over' : 'under'}
      title={`${amount} ${over ? 'over' : 'under'} the estimate`}
      style={{ whiteSpace: 'nowrap' }}
    >
      {over ? '+' : '−'}
      {amount}
    </Text>
  );
}
