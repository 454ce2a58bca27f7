// The UDIN register (every role; a member sees the documents they signed or registered): filters,
// the list with each document's status against the practice's window, Register, Edit, Export.
import { Text } from '@mantine/core';
import type { ClientRow, PersonOption, UdinList, UdinRow } from '@practice-desk/contracts';
import { useCallback, useEffect, useState } from 'react';
import { ListFooter } from '../../components/ListFooter';
import { RegisterPage, reportRegisterProblem } from '../../components/RegisterPage';
import { useAuthStore } from '../../lib/auth/auth-store';
import { type UdinFilters as Filters, udinApi } from './api/udin-api';
import { UdinFilters } from './components/UdinFilters';
import { UdinForm } from './components/UdinForm';
import { UdinTable } from './components/UdinTable';

export function UdinPage() {
  const myId = useAuthStore((s) => s.user?.id ?? '');
  const [filters, setFilters] = useState<Filters>({});
  const [list, setList] = useState<UdinList | null>(null);
  const [clients, setClients] = useState<ClientRow[]>([]);
  const [people, setPeople] = useState<PersonOption[]>([]);
  const [form, setForm] = useState<{ editing: UdinRow | null } | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await udinApi.list(filters));
    } catch (err) {
      await reportRegisterProblem(err, 'Could not load the register');
    }
  }, [filters]);
  useEffect(() => {
    void load();
  }, [load]);
  useEffect(() => {
    void udinApi.clients().then(setClients);
    void udinApi.people().then(setPeople);
  }, []);

  return (
    <RegisterPage
      active="udin"
      onExport={() => udinApi.exportList(filters)}
      add={{ label: 'Register document', onClick: () => setForm({ editing: null }) }}
    >
      {list && (
        <Text size="sm" c="dimmed">
          A UDIN is due within {list.windowDays} days of signing (set in Configurations → Preferences).
        </Text>
      )}
      <UdinFilters value={filters} clients={clients} people={people} onChange={setFilters} />
      <UdinTable rows={list?.documents ?? []} onEdit={(row) => setForm({ editing: row })} />
      <ListFooter
        count={list?.pagination.total ?? 0}
        page={list?.pagination.page}
        pages={list?.pagination.pages}
        onPage={(page) => setFilters({ ...filters, page: String(page) })}
      />
      <UdinForm
        opened={form !== null}
        editing={form?.editing ?? null}
        clients={clients}
        people={people}
        myId={myId}
        onClose={() => setForm(null)}
        onSaved={() => void load()}
      />
    </RegisterPage>
  );
}
