// Preferences › Tax: the country; India's three tax column labels, or custom tax columns (name and
// percentage) for Other.
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { COUNTRIES, INDIAN_TAX_LABELS, type Preferences } from '@practice-desk/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';

export function TaxFields({
  values,
  set,
}: {
  values: Preferences;
  set<K extends keyof Preferences>(key: K, value: Preferences[K]): void;
}) {
  return (
    <>
      <Select
        label="Country"
        data={[...COUNTRIES]}
        value={values.country}
        onChange={(v) => v && set('country', v as Preferences['country'])}
        allowDeselect={false}
      />
      {values.country === 'India' && (
        <Group grow>
          {values.taxColumns.map((label, i) => (
            <Select
              // biome-ignore lint/suspicious/noArrayIndexKey: the three columns are positions.
              key={i}
              label={`Tax column ${i + 1}`}
              data={[...INDIAN_TAX_LABELS]}
              value={label}
              allowDeselect={false}
              onChange={(v) =>
                v &&
                set(
                  'taxColumns',
                  values.taxColumns.map((c, j) => (j === i ? (v as Preferences['taxColumns'][number]) : c)),
                )
              }
            />
          ))}
        </Group>
      )}
      {values.country === 'Other' && (
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            Custom tax columns
          </Text>
          {values.customTaxes.map((tax, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in an editable list.
            <Group key={i} gap="xs" wrap="nowrap">
              <TextInput
                flex={1}
                aria-label={`Tax ${i + 1} name`}
                value={tax.name}
                onChange={(e) => {
                  const name = e.currentTarget.value;
                  set(
                    'customTaxes',
                    values.customTaxes.map((t, j) => (j === i ? { ...t, name } : t)),
                  );
                }}
              />
              <NumberInput
                w={120}
                aria-label={`Tax ${i + 1} percentage`}
                suffix=" %"
                min={0}
                max={100}
                decimalScale={2}
                value={tax.percentage}
                onChange={(n) =>
                  set(
                    'customTaxes',
                    values.customTaxes.map((t, j) =>
                      j === i
                        ? { ...t, percentage: typeof n === 'number' ? n : Number.parseFloat(n) || 0 }
                        : t,
                    ),
                  )
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove tax ${i + 1}`}
                disabled={values.customTaxes.length <= 1}
                onClick={() =>
                  set(
                    'customTaxes',
                    values.customTaxes.filter((_, j) => j !== i),
                  )
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              set('customTaxes', [
                ...values.customTaxes,
                { name: `Tax ${values.customTaxes.length + 1}`, percentage: 0 },
              ])
            }
          >
            Add Tax Column
          </Button>
        </Stack>
      )}
      {(values.country === 'USA' || values.country === 'UK') && (
        <Text size="sm" c="dimmed">
          Invoices for this country carry no Indian GST columns.
        </Text>
      )}
    </>
  );
}
