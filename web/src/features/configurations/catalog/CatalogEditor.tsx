// The add/edit dialog of a priority or status: name, colour, and for statuses Follow Up Required.

import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { DEFAULT_COLOR } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { ColorField } from '../../../components/ColorField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';

export interface CatalogDraft {
  name: string;
  color: string;
  followUpRequired: boolean;
}

export function CatalogEditor({
  opened,
  title,
  nameLabel,
  initial,
  palette,
  withFollowUp,
  onClose,
  onSave,
}: {
  opened: boolean;
  title: string;
  nameLabel: string;
  initial: CatalogDraft | null;
  palette: readonly string[];
  withFollowUp?: boolean;
  onClose(): void;
  onSave(draft: CatalogDraft): Promise<void>;
}) {
  const [draft, setDraft] = useState<CatalogDraft>({
    name: '',
    color: DEFAULT_COLOR,
    followUpRequired: false,
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setDraft(initial ?? { name: '', color: DEFAULT_COLOR, followUpRequired: false });
      setError(null);
    }
  }, [opened, initial]);
  const save = async () => {
    setBusy(true);
    try {
      await onSave({ ...draft, name: draft.name.trim() });
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      setError(problem.errors[0]?.message ?? problem.message);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to save');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="md">
      <Stack>
        <TextInput
          label={nameLabel}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
          error={error}
          data-autofocus
        />
        {withFollowUp && (
          <Checkbox
            label="Follow Up Required"
            checked={draft.followUpRequired}
            onChange={(e) => setDraft({ ...draft, followUpRequired: e.currentTarget.checked })}
          />
        )}
        <ColorField
          label="Colour"
          value={draft.color}
          onChange={(color) => setDraft({ ...draft, color })}
          palette={palette}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy} disabled={!draft.name.trim()}>
            {initial ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
