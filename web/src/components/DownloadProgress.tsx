// The downloads under way, bottom right (full width on a phone): the file's name and rows, a bar
// (a share of the bytes when their number is known, moving stripes while the server is still
// making the file), the bytes received, and Cancel. Shown only past a moment, so an instant
// download does not flash it.
import { Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { DOWNLOAD } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { type ActiveDownload, useDownloads } from '../lib/downloads-store';

const SHOW_AFTER_MS = 300;

function DownloadRow({ download }: { download: ActiveDownload }) {
  const share = download.total ? Math.min(100, (download.received / download.total) * 100) : 100;
  return (
    <Stack gap={6} role="status" aria-label={DOWNLOAD.preparing(download.name, download.rows)}>
      <Text size="sm" fw={500} lineClamp={2}>
        {DOWNLOAD.preparing(download.name, download.rows)}
      </Text>
      <Progress value={share} striped={!download.total} animated={!download.total} size="sm" />
      <Group justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed" data-testid="download-received">
          {DOWNLOAD.received(download.received)}
        </Text>
        <Button size="compact-sm" variant="default" onClick={download.cancel}>
          {DOWNLOAD.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

export function DownloadProgress() {
  const active = useDownloads((s) => s.active);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (active.length === 0) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [active.length]);
  if (!shown || active.length === 0) return null;
  return (
    <Paper
      shadow="md"
      withBorder
      p="sm"
      radius="md"
      style={{
        position: 'fixed',
        right: 'var(--mantine-spacing-md)',
        bottom: 'var(--mantine-spacing-md)',
        width: 'min(360px, calc(100vw - 2 * var(--mantine-spacing-md)))',
        zIndex: 300,
      }}
    >
      <Stack gap="sm">
        {active.map((d) => (
          <DownloadRow key={d.id} download={d} />
        ))}
      </Stack>
    </Paper>
  );
}
