// The Import modal: template, file, upload and check progress, the column mapping, the first rows
// with their status, what to do with unknown clients, the commit; for Admins, the history.
import { Alert, Badge, Button, FileButton, Group, Progress, Radio, Stack, Tabs, Text } from '@mantine/core';
import { IMPORT_PREVIEW_ROWS, LIMITS } from '@practice-desk/contracts';
import { AppModal } from '../../../components/AppModal';
import { ImportHistory } from './ImportHistory';
import { ImportMapping } from './ImportMapping';
import { ImportPreviewRows } from './ImportPreviewRows';
import { importApi } from './import-api';
import { useTaskImport } from './use-task-import';

function ImportSteps({ onImported }: { onImported(): void }) {
  const flow = useTaskImport(onImported);
  const { phase, preview, result } = flow;
  const busy = phase === 'uploading' || phase === 'checking' || phase === 'committing';
  const importable = preview ? preview.summary.ok + (flow.createClients ? preview.unknownClientRows : 0) : 0;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => void importApi.template()}>
          Download template
        </Button>
        <FileButton onChange={(file) => void flow.choose(file)} accept={LIMITS.importExtensions.join(',')}>
          {(props) => (
            <Button size="xs" disabled={busy} {...props}>
              Choose file
            </Button>
          )}
        </FileButton>
      </Group>
      {phase === 'uploading' && (
        <Stack gap={2}>
          <Text size="xs">Uploading… {flow.progress}%</Text>
          <Progress value={flow.progress} aria-label="Upload progress" />
        </Stack>
      )}
      {(phase === 'checking' || phase === 'committing') && (
        <Stack gap={2}>
          <Text size="xs">{phase === 'checking' ? 'Checking rows…' : 'Importing tasks…'}</Text>
          <Progress value={100} animated striped aria-label="Server progress" />
        </Stack>
      )}
      {preview && phase !== 'done' && (
        <>
          <Text size="sm" fw={500}>
            {preview.filename}
          </Text>
          <Group gap="xs" aria-label="Import summary">
            <Badge color="green" variant="light">{`${preview.summary.ok} ready`}</Badge>
            <Badge color="red" variant="light">{`${preview.summary.error} with errors`}</Badge>
            <Badge color="yellow" variant="light">{`${preview.summary.duplicate} duplicates`}</Badge>
          </Group>
          <ImportMapping
            columns={preview.columns}
            disabled={busy}
            onChange={(h, f) => void flow.remap(h, f)}
          />
          {preview.unknownClients.length > 0 && (
            <Alert color="yellow" title={`Clients not in the practice: ${preview.unknownClients.join(', ')}`}>
              <Radio.Group
                value={flow.createClients ? 'create' : 'skip'}
                onChange={(v) => flow.setCreateClients(v === 'create')}
              >
                <Group gap="md">
                  <Radio value="create" label="Create them with the names in the file" />
                  <Radio value="skip" label="Skip those rows" />
                </Group>
              </Radio.Group>
            </Alert>
          )}
          <Text size="xs" c="dimmed">{`The first ${IMPORT_PREVIEW_ROWS} rows:`}</Text>
          <ImportPreviewRows rows={preview.rows} />
          <Group justify="flex-end">
            <Button onClick={() => void flow.commit()} loading={phase === 'committing'} disabled={busy}>
              {`Import ${importable} tasks`}
            </Button>
          </Group>
        </>
      )}
      {phase === 'done' && result && (
        <Alert color={result.skipped ? 'yellow' : 'green'} title={`${result.created} tasks imported`}>
          <Stack gap="xs">
            {result.skipped > 0 && <Text size="sm">{`${result.skipped} rows were not imported.`}</Text>}
            <Group gap="xs">
              {result.failedRowsUrl && (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void importApi.failedRows(result.failedRowsUrl ?? '')}
                >
                  Download rows not imported
                </Button>
              )}
              <Button size="xs" variant="subtle" onClick={flow.reset}>
                Import another file
              </Button>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}

export function TaskImportModal({
  opened,
  isAdmin,
  onClose,
  onImported,
}: {
  opened: boolean;
  isAdmin: boolean;
  onClose(): void;
  onImported(): void;
}) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Import tasks" size="xl">
      {opened &&
        (isAdmin ? (
          <Tabs defaultValue="import" keepMounted={false}>
            <Tabs.List mb="sm">
              <Tabs.Tab value="import">Import</Tabs.Tab>
              <Tabs.Tab value="history">History</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="import">
              <ImportSteps onImported={onImported} />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <ImportHistory onUndone={onImported} />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <ImportSteps onImported={onImported} />
        ))}
    </AppModal>
  );
}
