// Uploads a logo or signature image (PNG, JPEG or WebP, at most 1 MB) and shows it.

import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import type { InvoiceSettings } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../lib/api-error';
import { uploadFile } from '../../lib/files';
import { toast } from '../../lib/toast';

export function ImageUpload({
  label,
  hint,
  path,
  field,
  src,
  disabled,
  onUploaded,
}: {
  label: string;
  hint: string;
  path: string;
  field: string;
  src: string | null;
  disabled?: boolean;
  onUploaded(settings: InvoiceSettings): void;
}) {
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | null) => {
    if (!file) return;
    setBusy(true);
    try {
      const res = await uploadFile<{ settings: InvoiceSettings }>(path, field, file);
      toast.success(res.message ?? SUCCESS.logoUploaded);
      onUploaded(res.data.settings);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to upload logo');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Paper withBorder p="sm" w={320} h={120} style={{ display: 'grid', placeItems: 'center' }}>
        {src ? (
          <Image src={src} alt={label} mah={100} fit="contain" />
        ) : (
          <Text size="xs" c="dimmed">
            No image yet
          </Text>
        )}
      </Paper>
      <Group gap="xs">
        <FileButton onChange={upload} accept="image/png,image/jpeg,image/webp" disabled={disabled}>
          {(props) => (
            <Button variant="default" size="xs" loading={busy} disabled={disabled} {...props}>
              Upload {label.toLowerCase()}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Group>
    </Stack>
  );
}
