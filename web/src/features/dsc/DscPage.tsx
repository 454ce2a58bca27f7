// The DSC register (every role reads it and checks tokens out and in; Admins and Team Leaders add
// and change certificates): all, expiring in 30 days, expired; Export of the view on screen.
import { Button, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import type { ClientRow, DscRow, DscView } from '@practice-desk/contracts';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { ListFooter } from '../../components/ListFooter';
import { RegisterTabs } from '../../components/RegisterTabs';
import { alreadyReported, readProblem } from '../../lib/api-error';
import { toast } from '../../lib/toast';
import { useAuthStore } from '../auth/states/auth-store';
import { dscApi } from './api/dsc-api';
import { CheckOutForm } from './components/CheckOutForm';
import { DscForm } from './components/DscForm';
import { DscTable } from './components/DscTable';
import { MovementLog } from './components/MovementLog';

const VIEWS: { value: DscView; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'expiring', label: 'Expiring in 30 days' },
  { value: 'expired', label: 'Expired' },
];

async function fail(err: unknown, fallback: string) {
  const problem = await readProblem(err);
  if (!alreadyReported(problem)) toast.error(problem.message ?? fallback);
}

export function DscPage() {
  const role = useAuthStore((s) => s.user?.role);
  const canEdit = role === 'ADMIN' || role === 'TEAM_LEADER';
  const [view, setView] = useState<DscView>('all');
  const [rows, setRows] = useState<DscRow[]>([]);
  const [clients, setClients] = useState<ClientRow[]>([]);
  const [form, setForm] = useState<{ editing: DscRow | null } | null>(null);
  const [checkingOut, setCheckingOut] = useState<DscRow | null>(null);
  const [log, setLog] = useState<DscRow | null>(null);
  const [exporting, setExporting] = useState(false);

  const load = useCallback(async () => {
    try {
      setRows(await dscApi.list(view));
    } catch (err) {
      await fail(err, 'Could not load the register');
    }
  }, [view]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    if (canEdit) void dscApi.clients().then(setClients);
  }, [canEdit]);

  const checkIn = async (row: DscRow) => {
    try {
      const res = await dscApi.checkIn(row.id);
      toast.success(res.message ?? 'Checked in');
      await load();
    } catch (err) {
      await fail(err, 'Could not check in');
    }
  };
  const exportList = async () => {
    setExporting(true);
    try {
      await dscApi.exportList(view);
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
          {canEdit && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
              Add certificate
            </Button>
          )}
        </Group>
      </Group>
      <RegisterTabs active="dsc" />
      <SegmentedControl
        data={VIEWS}
        value={view}
        onChange={(value) => setView(value as DscView)}
        aria-label="Which certificates"
        style={{ alignSelf: 'flex-start' }}
      />
      <DscTable
        rows={rows}
        canEdit={canEdit}
        onEdit={(row) => setForm({ editing: row })}
        onCheckOut={setCheckingOut}
        onCheckIn={(row) => void checkIn(row)}
        onLog={setLog}
      />
      <ListFooter count={rows.length} />
      <DscForm
        opened={form !== null}
        editing={form?.editing ?? null}
        clients={clients}
        onClose={() => setForm(null)}
        onSaved={() => void load()}
      />
      <CheckOutForm row={checkingOut} onClose={() => setCheckingOut(null)} onSaved={() => void load()} />
      <MovementLog row={log} onClose={() => setLog(null)} />
    </Stack>
  );
}
