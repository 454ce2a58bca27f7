// Import of past filings (client, form, period, filed on, acknowledgement number) from .xlsx or
// .csv: the file is read and every row shown with its problems; only the ready rows are recorded.
import { Anchor, Badge, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import {
  FILING_IMPORT_COLUMNS,
  FILING_IMPORT_MESSAGES,
  type FilingImportPreview,
  LIMITS,
} from '@practice-desk/contracts';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { complianceApi } from '../api/compliance-api';
import { COMPLIANCE_SCREEN } from '../messages';
import { FilingImportRows } from './FilingImportRows';

interface Props {
  opened: boolean;
  onClose(): void;
  onImported(): void;
}

export function ImportFilingsModal({ opened, onClose, onImported }: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<FilingImportPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setFile(null);
    setPreview(null);
    setProblem(null);
    onClose();
  };
  const fail = async (err: unknown, fallback: string) => {
    const answer = await readProblem(err);
    if (!alreadyReported(answer)) setProblem(answer.message || fallback);
  };
  const read = async () => {
    if (!file) return;
    if (file.size > LIMITS.importMaxBytes) return setProblem(COMPLIANCE_SCREEN.importTooLarge);
    setBusy(true);
    setProblem(null);
    try {
      setPreview(await complianceApi.previewImport(file));
    } catch (err) {
      await fail(err, COMPLIANCE_SCREEN.importFailed);
    } finally {
      setBusy(false);
    }
  };
  const record = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const res = await complianceApi.commitImport(preview.token);
      toast.success(FILING_IMPORT_MESSAGES.recorded(res.data.filed));
      onImported();
      close();
    } catch (err) {
      await fail(err, COMPLIANCE_SCREEN.importFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={close} title="Import past filings" size={preview ? 'xxl' : 'md'}>
      <Stack gap="sm">
        {!preview ? (
          <>
            <Text size="sm">
              One row per filing, with the columns {FILING_IMPORT_COLUMNS.join(', ')}. Dates as DD/MM/YYYY or
              Excel dates; periods as on the return, e.g. Oct 2026, Q2 2026-27 or FY 2025-26.
            </Text>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => void complianceApi.importTemplate()}
            >
              Download the template
            </Anchor>
            <FileInput
              label="File"
              placeholder="Choose an .xlsx or .csv file"
              accept={LIMITS.importExtensions.join(',')}
              leftSection={<IconFileSpreadsheet size={16} />}
              clearable
              value={file}
              onChange={setFile}
            />
          </>
        ) : (
          <>
            <Group gap="xs">
              <Text size="sm" fw={600}>
                {preview.filename}
              </Text>
              <Badge color="green" variant="light">
                {preview.summary.ready} ready
              </Badge>
              <Badge color="red" variant="light">
                {preview.summary.problem} with problems
              </Badge>
              <Badge color="gray" variant="light">
                {preview.summary.alreadyFiled} already filed
              </Badge>
            </Group>
            <FilingImportRows rows={preview.rows} />
            <Text size="xs" c="dimmed">
              Rows with problems and rows already filed are left out; correct the file and import it again for
              them.
            </Text>
          </>
        )}
        {problem && (
          <Text size="sm" c="red" role="alert">
            {problem}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={preview ? () => setPreview(null) : close}>
            {preview ? 'Choose another file' : 'Cancel'}
          </Button>
          {preview ? (
            <Button loading={busy} disabled={preview.summary.ready === 0} onClick={() => void record()}>
              Record {preview.summary.ready} {preview.summary.ready === 1 ? 'filing' : 'filings'}
            </Button>
          ) : (
            <Button loading={busy} disabled={!file} onClick={() => void read()}>
              Preview
            </Button>
          )}
        </Group>
      </Stack>
    </AppModal>
  );
}
