// Add or edit a client with the spec's rules (§5) and its compliance profile. A saved client's
// profile is sent first, so a changed GST number and the returns filed under it move together.

import { Button, Divider, Group, Loader, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ClientDetail, ClientRow } from '@practice-desk/contracts';
import { SUCCESS } from '@practice-desk/contracts';
import { useEffect, useRef, useState } from 'react';
import { alreadyReported, fieldErrors, readProblem } from '../../lib/api-error';
import { useAuthStore } from '../../lib/auth/auth-store';
import { configApi } from '../../lib/config-api';
import { toast } from '../../lib/toast';
import { AppModal } from '../AppModal';
import { HistoryList } from '../history/HistoryList';
import { ClientComplianceSection } from './ClientComplianceSection';
import { ClientDetailsFields } from './ClientDetailsFields';
import { ClientFeesSection } from './ClientFeesSection';
import {
  clientFormValues,
  EMPTY_CLIENT,
  profileErrors,
  toClientBody,
  toProfileBody,
  validateClientForm,
  withLoadedRecord,
} from './client-form-values';
import { useActivePeople } from './use-active-people';

export function ClientFormModal({
  opened,
  client,
  onClose,
  onSaved,
}: {
  opened: boolean;
  client: ClientRow | null;
  onClose(): void;
  onSaved(client: ClientRow): void;
}) {
  const [busy, setBusy] = useState(false);
  const [detail, setDetail] = useState<ClientDetail | null>(null);
  // Set once a new client is created, so a refused profile is saved on the next try, not a second client.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const clientId = client?.id ?? createdId;
  const people = useActivePeople(opened);
  const isAdmin = useAuthStore((s) => s.user?.role === 'ADMIN');
  const form = useForm({ initialValues: EMPTY_CLIENT, validate: validateClientForm });
  const formElement = useRef<HTMLFormElement>(null);
  // The form is long: a refused save takes the person to the first field that needs them, once
  // the errors are on screen.
  const [refusals, setRefusals] = useState(0);
  const showFirstError = () => setRefusals((n) => n + 1);
  useEffect(() => {
    if (refusals > 0) formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the modal opens for another client.
  useEffect(() => {
    if (!opened) return;
    setCreatedId(null);
    setDetail(null);
    const shown = client ? clientFormValues(client, null) : EMPTY_CLIENT;
    form.setValues(shown);
    form.clearErrors();
    if (!client) return;
    let current = true;
    configApi
      .client(client.id)
      .then((res) => {
        if (!current) return;
        setDetail(res.client);
        // The details are on screen and typed into while the record loads: keep what was typed.
        form.setValues(withLoadedRecord(form.getValues(), shown, clientFormValues(res.client, res.client)));
      })
      .catch(async (err) => {
        const problem = await readProblem(err);
        if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to load the client');
      });
    return () => {
      current = false;
    };
  }, [opened, client?.id]);
  const loading = Boolean(client) && detail === null;

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    const profile = toProfileBody(values);
    let step: 'client' | 'profile' = 'profile';
    try {
      if (clientId && profile) await configApi.saveCompliance(clientId, profile);
      step = 'client';
      const saved = (await configApi.saveClient(toClientBody(values), clientId ?? undefined)).data.client;
      onSaved(saved);
      if (!clientId && profile) {
        setCreatedId(saved.id);
        step = 'profile';
        await configApi.saveCompliance(saved.id, profile);
      }
      toast.success(clientId ? SUCCESS.clientUpdated : SUCCESS.clientCreated);
      onClose();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(step === 'profile' ? profileErrors(problem.errors) : fieldErrors(problem));
      showFirstError();
      if (!alreadyReported(problem))
        toast.error(problem.message ?? (clientId ? 'Failed to update client' : 'Failed to create client'));
    } finally {
      setBusy(false);
    }
  }, showFirstError);

  const details = (
    <form ref={formElement} onSubmit={submit} noValidate>
      <Stack>
        <ClientDetailsFields form={form} editing={Boolean(client)} />
        <Divider />
        {loading ? (
          <Group justify="center" py="md">
            <Loader size="sm" role="status" aria-label="Loading the compliance profile" />
          </Group>
        ) : (
          <ClientComplianceSection form={form} people={people} saved={Boolean(detail?.compliance)} />
        )}
        {isAdmin && clientId && <ClientFeesSection clientId={clientId} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} disabled={loading}>
            {clientId ? 'Update' : 'Save'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
  // A saved client has its History beside its details.
  return (
    <AppModal opened={opened} onClose={onClose} title={clientId ? 'Edit Client' : 'Add Client'} size="xl">
      {client ? (
        <Tabs defaultValue="details">
          <Tabs.List mb="md">
            <Tabs.Tab value="details">Details</Tabs.Tab>
            <Tabs.Tab value="history">History</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="details">{details}</Tabs.Panel>
          <Tabs.Panel value="history">
            <HistoryList of="clients" id={client.id} />
          </Tabs.Panel>
        </Tabs>
      ) : (
        details
      )}
    </AppModal>
  );
}
