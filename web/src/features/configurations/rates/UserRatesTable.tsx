// Users › Rates: each person's hourly billing rate and cost rate (what their time costs the
// practice, for profitability), saved a row at a time.
import { Button, Table, TextInput, Title } from '@mantine/core';
import { isMoneyInput, UNBILLED_MESSAGES, type UserRates } from '@practice-desk/contracts';
import { useState } from 'react';
import { amountOrNull, ratesApi } from '../../../lib/rates-api';
import { attempt } from '../../../lib/report-failure';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';

function RateRow({ person }: { person: UserRates }) {
  const [billing, setBilling] = useState(person.billingRate ?? '');
  const [cost, setCost] = useState(person.costRate ?? '');
  const [busy, setBusy] = useState(false);
  const bad = (t: string) => t.trim() !== '' && !isMoneyInput(t.trim());
  const save = async () => {
    if (bad(billing) || bad(cost)) return;
    setBusy(true);
    const res = await attempt(
      () =>
        ratesApi.saveUser(person.id, { billingRate: amountOrNull(billing), costRate: amountOrNull(cost) }),
      'Failed to save rates',
    );
    setBusy(false);
    if (res) toast.success(res.message ?? UNBILLED_MESSAGES.ratesSaved);
  };
  return (
    <Table.Tr>
      <Table.Td>{person.name}</Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Billing rate of ${person.name}`}
          value={billing}
          error={bad(billing)}
          onChange={(e) => setBilling(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <TextInput
          size="xs"
          aria-label={`Cost rate of ${person.name}`}
          value={cost}
          error={bad(cost)}
          onChange={(e) => setCost(e.currentTarget.value)}
        />
      </Table.Td>
      <Table.Td>
        <Button size="xs" variant="light" loading={busy} onClick={() => void save()}>
          Save
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}

export function UserRatesTable() {
  const { data } = useResource(() => ratesApi.rates(), [], 'Failed to fetch rates');
  if (!data) return null;
  return (
    <>
      <Title order={3} size="h5" mt="xl" mb="xs">
        Hourly rates
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing={4} aria-label="Hourly rates">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>USER</Table.Th>
              <Table.Th w={160}>BILLING (₹/h)</Table.Th>
              <Table.Th w={160}>COST (₹/h)</Table.Th>
              <Table.Th w={90} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.users.map((person) => (
              <RateRow key={person.id} person={person} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
