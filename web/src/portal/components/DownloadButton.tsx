// Downloads one of the client's PDFs with the portal session; a failure is said under the button.
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { downloadPortalFile } from '../lib/download';

export function DownloadButton({
  path,
  fileName,
  label,
  variant = 'default',
  ariaLabel,
}: {
  path: string;
  fileName: string;
  label: string;
  variant?: 'default' | 'filled' | 'light';
  ariaLabel?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadPortalFile(path, fileName);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={4} align="flex-start">
      <Button
        variant={variant}
        size="sm"
        loading={busy}
        onClick={() => void download()}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
