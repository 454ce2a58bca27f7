// Configurations → Export data (Admin): 'Export all data' downloads the whole practice as one
// .zip, with the files written so far against those it will hold, the bytes received and Cancel.
import { Alert, Button, Code, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { DOWNLOAD, PRACTICE_EXPORT } from '@practice-desk/contracts';
import { IconDownload, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { ConfigHeader } from '../components/ConfigHeader';
import { downloadPracticeExport, type ExportProgress } from './practice-export-download';

export function ExportDataTab() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // Leaving the tab stops an export under way.
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setRunning(true);
    setProgress(null);
    try {
      const name = await downloadPracticeExport(abort.signal, setProgress);
      toast.success(PRACTICE_EXPORT.done(name));
    } catch (err) {
      if (abort.signal.aborted) toast.info(DOWNLOAD.cancelled);
      else {
        const problem = await readProblem(err);
        if (!alreadyReported(problem)) toast.error(problem.message ?? PRACTICE_EXPORT.failed);
      }
    } finally {
      setRunning(false);
      setProgress(null);
      controller.current = null;
    }
  };

  const share = progress?.total ? Math.min(100, (progress.files / progress.total) * 100) : 0;
  return (
    <>
      <ConfigHeader title={PRACTICE_EXPORT.title}>
        <Button leftSection={<IconDownload size={16} />} onClick={() => void start()} disabled={running}>
          {PRACTICE_EXPORT.button}
        </Button>
      </ConfigHeader>
      <Stack gap="sm" maw={760}>
        <Text size="sm">{PRACTICE_EXPORT.explain}</Text>
        <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
          {PRACTICE_EXPORT.sensitive}
        </Alert>
        <Text size="sm" c="dimmed">
          To move the practice to another server (or from the embedded database to PostgreSQL), its operator
          runs <Code>npm run practice:import -- &lt;file&gt;</Code> there.
        </Text>
        {running && (
          <Paper withBorder p="sm" radius="md" role="status" aria-label="Export progress">
            <Stack gap={6}>
              <Text size="sm" fw={500} lineClamp={1}>
                {progress?.current ? PRACTICE_EXPORT.writing(progress.current) : `${PRACTICE_EXPORT.title}…`}
              </Text>
              <Progress value={share} striped animated={!progress?.total} size="md" />
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="xs" data-testid="export-files">
                  {PRACTICE_EXPORT.progress(progress?.files ?? 0, progress?.total ?? null)}
                </Text>
                <Text size="xs" c="dimmed" data-testid="export-received">
                  {DOWNLOAD.received(progress?.received ?? 0)}
                </Text>
                <Button size="compact-sm" variant="default" onClick={() => controller.current?.abort()}>
                  {DOWNLOAD.cancel}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Stack>
    </>
  );
}
