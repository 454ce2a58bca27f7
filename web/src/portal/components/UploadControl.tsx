// Sending a file for one requested document: a photo taken with the phone's camera, or a file
// chosen from the device (PDF, photo, Excel workbook or CSV). Two buttons rather than one input
// with `capture`: on Android a `capture` input opens the camera alone, leaving no way to a PDF.
import { Alert, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import type { DocumentRequest } from '@practice-desk/contracts';
import { useState } from 'react';
import { uploadItemFile } from '../lib/upload';

const ANY_KIND = 'image/*,application/pdf,.xlsx,.csv';

export function UploadControl({
  requestId,
  itemId,
  itemName,
  hasFiles,
  onUploaded,
}: {
  requestId: string;
  itemId: string;
  itemName: string;
  hasFiles: boolean;
  onUploaded(request: DocumentRequest, message: string): void;
}) {
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | null) => {
    if (!file) return;
    setError(null);
    setProgress({ name: file.name, percent: 0 });
    try {
      const answer = await uploadItemFile(requestId, itemId, file, (percent) =>
        setProgress({ name: file.name, percent }),
      );
      onUploaded(answer.request, answer.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Stack gap="xs">
      <Group gap="xs" grow preventGrowOverflow={false}>
        <FileButton
          onChange={(f) => void send(f)}
          accept="image/*"
          capture="environment"
          disabled={busy}
          inputProps={{ 'aria-label': `Take a photo of ${itemName}` }}
        >
          {(props) => (
            <Button {...props} variant="light" disabled={busy} aria-label={`Take a photo of ${itemName}`}>
              Take a photo
            </Button>
          )}
        </FileButton>
        <FileButton
          onChange={(f) => void send(f)}
          accept={ANY_KIND}
          disabled={busy}
          inputProps={{ 'aria-label': `Choose a file for ${itemName}` }}
        >
          {(props) => (
            <Button {...props} disabled={busy} aria-label={`Choose a file for ${itemName}`}>
              {hasFiles ? 'Send another file' : 'Choose a file'}
            </Button>
          )}
        </FileButton>
      </Group>
      <Text size="xs" c="dimmed">
        PDF, photo (JPEG, PNG, HEIC), Excel (.xlsx) or CSV, up to 25 MB each.
      </Text>
      {progress && (
        <Stack gap={4}>
          <Progress value={progress.percent} aria-label={`Uploading ${progress.name}`} animated />
          <Text size="sm" role="status">
            Uploading {progress.name}: {progress.percent}%
          </Text>
        </Stack>
      )}
      {error && (
        <Alert color="red" role="alert" title="Not uploaded">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
