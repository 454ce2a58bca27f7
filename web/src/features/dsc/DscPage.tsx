// The DSC register (every role reads it and checks tokens out and in; Admins and Team Leaders add
// and change certificates): all, expiring in 30 days, expired; Export of the view on screen.

import { SegmentedControl } from '@mantine/core';
import type { ClientRow, DscRow, DscView } from '@practice-desk/contracts';
import { isLeaderRole } from '@practice-desk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ListFooter } from '../../components/ListFooter';
import { RegisterPage, reportRegisterProblem } from '../../components/RegisterPage';
import { useAuthStore } from '../../lib/auth/auth-store';
import { toast } from '../../lib/toast';
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

export function DscPage() {
  const role = useAuthStore((s) => s.user?.role);
  const canEdit = isLeaderRole(role);
  const [view, setView] = useState<DscView>('all');
  const [rows, setRows] = useState<DscRow[]>([]);
  const [clients, setClients] = useState<ClientRow[]>([]);
  const [form, setForm] = useState<{ editing: DscRow | null } | null>(null);
  const [checkingOut, setCheckingOut] = useState<DscRow | null>(null);
  const [log, setLog] = useState<DscRow | null>(null);

  const load = useCallback(async () => {
    try {
      setRows(await dscApi.list(view));
    } catch (err) {
      await reportRegisterProblem(err, 'Could not load the register');
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
      await reportRegisterProblem(err, 'Could not check in');
    }
  };

  return (
    <RegisterPage
      active="dsc"
      onExport={() => dscApi.exportList(view)}
      add={canEdit ? { label: 'Add certificate', onClick: () => setForm({ editing: null }) } : undefined}
    >
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
    </RegisterPage>
  );
}
