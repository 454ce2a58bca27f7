// The frame both registers share: the Registers heading with Export (and the register's add button
// for those who may add), the UDIN / DSC tabs, then the register itself.
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { alreadyReported, readProblem } from '../lib/api-error';
import { toast } from '../lib/toast';
import { RegisterTabs } from './RegisterTabs';

/** A failed load or action of a register, told once. */
export async function reportRegisterProblem(err: unknown, fallback: string) {
  const problem = await readProblem(err);
  if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
}

interface Props {
  active: 'udin' | 'dsc';
  /** Downloads the register as it is filtered on screen. */
  onExport(): Promise<unknown>;
  /** The add button, for those who may add. */
  add?: { label: string; onClick(): void };
  children: ReactNode;
}

export function RegisterPage({ active, onExport, add, children }: Props) {
  const [exporting, setExporting] = useState(false);
  const exportList = async () => {
    setExporting(true);
    try {
      await onExport();
    } catch {
      toast.error('Export failed');
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h3">
          Registers
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={exporting}
            onClick={exportList}
          >
            Export
          </Button>
          {add && (
            <Button leftSection={<IconPlus size={16} />} onClick={add.onClick}>
              {add.label}
            </Button>
          )}
        </Group>
      </Group>
      <RegisterTabs active={active} />
      {children}
    </Stack>
  );
}
