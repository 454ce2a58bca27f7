// Client drawer › Fees: what this client is charged for a task of a template, whatever the time
// taken; the Unbilled tab suggests it first. Saved on its own, apart from the client form.
import { ActionIcon, Button, Fieldset, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { formatIndianPaise, isMoneyInput, paiseOf, UNBILLED_MESSAGES } from '@practice-desk/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { configApi } from '../../lib/config-api';
import { ratesApi } from '../../lib/rates-api';
import { attempt } from '../../lib/report-failure';
import { toast } from '../../lib/toast';
import { useResource } from '../../lib/use-resource';

export function ClientFeesSection({ clientId }: { clientId: string }) {
  const fees = useResource(() => ratesApi.clientFees(clientId), [clientId], 'Failed to fetch fees');
  const templates = useResource(() => configApi.templates(), [], 'Failed to fetch task templates');
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [fee, setFee] = useState('');
  const invalid = fee.trim() !== '' && !isMoneyInput(fee.trim());
  const save = async (body: { templateId: string; fee: string | null }) => {
    const res = await attempt(() => ratesApi.saveClientFee(clientId, body), 'Failed to save the fee');
    if (!res) return;
    toast.success(res.message ?? UNBILLED_MESSAGES.ratesSaved);
    setTemplateId(null);
    setFee('');
    await fees.reload();
  };
  const options = (templates.data?.templates ?? []).map((t) => ({ value: t.id, label: t.name }));
  return (
    <Fieldset legend="Fees per task template">
      {(fees.data?.fees ?? []).length === 0 ? (
        <Text size="sm" c="dimmed">
          No fees set: unbilled work of this client is suggested at the hourly rate.
        </Text>
      ) : (
        <Table verticalSpacing={4} aria-label="Fees per task template">
          <Table.Tbody>
            {fees.data?.fees.map((f) => (
              <Table.Tr key={f.templateId}>
                <Table.Td>{f.templateName}</Table.Td>
                <Table.Td ta="right">₹{formatIndianPaise(paiseOf(f.fee))}</Table.Td>
                <Table.Td w={40}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Remove the fee for ${f.templateName}`}
                    onClick={() => void save({ templateId: f.templateId, fee: null })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group align="flex-end" mt="sm">
        <Select
          label="Template"
          data={options}
          value={templateId}
          onChange={setTemplateId}
          searchable
          w={240}
        />
        <TextInput
          label="Fee (₹)"
          inputMode="decimal"
          value={fee}
          error={invalid ? UNBILLED_MESSAGES.amountInvalid : undefined}
          onChange={(e) => setFee(e.currentTarget.value)}
          w={160}
        />
        <Button
          variant="light"
          disabled={!templateId || fee.trim() === '' || invalid}
          onClick={() => templateId && void save({ templateId, fee: fee.trim() })}
        >
          Set fee
        </Button>
      </Group>
    </Fieldset>
  );
}
