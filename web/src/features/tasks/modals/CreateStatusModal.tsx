// Create Status from the task screen: name (required after trim), colour, Follow-up required.
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { DEFAULT_COLOR, type StatusRow, SUCCESS } from '@practice-desk/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { ColorField } from '../../../components/ColorField';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { STATUS_PALETTE } from '../../../lib/palettes';
import { toast } from '../../../lib/toast';
import { lookupsApi } from '../api/tasks-api';

export function CreateStatusModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose(): void;
  onCreated(status: StatusRow): void;
}) {
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>(DEFAULT_COLOR);
  const [followUpRequired, setFollowUpRequired] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setName('');
    setColor(DEFAULT_COLOR);
    setFollowUpRequired(false);
    setError(null);
  }, [opened]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    try {
      const res = await lookupsApi.createStatus({ name: trimmed, color, followUpRequired });
      toast.success(SUCCESS.statusCreatedNamed(res.data.status.name));
      onCreated(res.data.status);
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      if (alreadyReported(problem)) return;
      const message = problem.errors[0]?.message ?? problem.message ?? 'Failed to create status';
      if (problem.status === 409 || problem.status === 422) setError(message);
      else toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal opened={opened} onClose={onClose} title="Create Status">
      <form onSubmit={save} noValidate>
        <Stack>
          <TextInput
            label="Name"
            withAsterisk
            maxLength={60}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            data-autofocus
          />
          <ColorField label="Colour" value={color} onChange={setColor} palette={STATUS_PALETTE} />
          <Checkbox
            label="Follow-up required"
            checked={followUpRequired}
            onChange={(e) => setFollowUpRequired(e.currentTarget.checked)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
