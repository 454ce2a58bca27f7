// The head of a money report: what its figures mean, and Export Data beside it.
import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTimeUnit } from '../../../../lib/preferences/states/preferences-store';
import { formatMinutes } from '../../../../lib/preferences/utils/format-minutes';

export function HelpAndExport({ help, onExport }: { help: string; onExport: () => void }) {
  return (
    <Group justify="space-between" align="flex-start">
      <Text size="sm" c="dimmed" maw={760}>
        {help}
      </Text>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        onClick={onExport}
        style={{ flexShrink: 0 }}
      >
        Export Data
      </Button>
    </Group>
  );
}

/** Time that no billing rate values: where an Admin sets the rates. */
export function UnratedTimeNote({ minutes }: { minutes: number }) {
  const unit = useTimeUnit();
  if (minutes <= 0) return null;
  return (
    <Text size="sm" c="orange.9">
      {formatMinutes(minutes, unit)} of the time has no billing rate to value it by; an Admin sets the
      practice's hourly rate and each person's billing rate under Configurations › Users › Hourly rates.
    </Text>
  );
}
