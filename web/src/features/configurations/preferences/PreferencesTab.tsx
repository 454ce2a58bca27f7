// Preferences: Display (date format, time unit) and Tax (country; India's three tax column
// labels, or custom tax columns for Other). Saved per practice.

import {
  ActionIcon,
  Button,
  Group,
  NavLink,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  COUNTRIES,
  DATE_FORMATS,
  DEFAULT_PREFERENCES,
  DEFAULT_UDIN_WINDOW_DAYS,
  INDIAN_TAX_LABELS,
  type Preferences,
  SUCCESS,
  TIME_UNITS,
} from '@practice-desk/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { configApi } from '../../../lib/config-api';
import { usePreferencesStore } from '../../../lib/preferences/states/preferences-store';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { DocumentChaseFields } from './DocumentChaseFields';

export function PreferencesTab() {
  const { data } = useResource(() => configApi.preferences(), [], 'Failed to fetch preferences');
  const [values, setValues] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [section, setSection] = useState<'display' | 'tax' | 'documents'>('display');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (data) setValues(data.preferences);
  }, [data]);
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const save = async (next: Preferences, message: string) => {
    setBusy(true);
    try {
      const res = await configApi.savePreferences(next);
      setValues(res.data.preferences);
      // Applied across the app at once (dates, time units), not at the next sign-in.
      usePreferencesStore.getState().setPreferences(res.data.preferences);
      toast.success(message);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem))
        toast.error(problem.errors[0]?.message ?? problem.message ?? 'Failed to save preferences');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ConfigHeader title="Preferences">
        <Button
          variant="default"
          onClick={() => save(DEFAULT_PREFERENCES, SUCCESS.preferencesReset)}
          loading={busy}
        >
          Reset Preferences
        </Button>
        <Button onClick={() => save(values, SUCCESS.preferencesSaved)} loading={busy}>
          Save Preferences
        </Button>
      </ConfigHeader>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap={2} w={{ base: '100%', sm: 220 }}>
          <NavLink
            component="button"
            label="Display Preferences"
            active={section === 'display'}
            onClick={() => setSection('display')}
          />
          <NavLink
            component="button"
            label="Tax Preferences"
            active={section === 'tax'}
            onClick={() => setSection('tax')}
          />
          <NavLink
            component="button"
            label="Client Documents"
            active={section === 'documents'}
            onClick={() => setSection('documents')}
          />
        </Stack>
        <Stack flex={1} miw={280} maw={640}>
          {section === 'documents' ? (
            <DocumentChaseFields values={values} set={set} />
          ) : section === 'display' ? (
            <>
              <Select
                label="Date format"
                data={[...DATE_FORMATS]}
                value={values.dateFormat}
                onChange={(v) => v && set('dateFormat', v as Preferences['dateFormat'])}
                allowDeselect={false}
              />
              <Select
                label="Default time unit"
                data={[...TIME_UNITS]}
                value={values.timeUnit}
                onChange={(v) => v && set('timeUnit', v as Preferences['timeUnit'])}
                allowDeselect={false}
              />
              <Switch
                label="Show quotation task-wise on invoices"
                checked={values.showQuotationTaskWise}
                onChange={(e) => set('showQuotationTaskWise', e.currentTarget.checked)}
              />
              <NumberInput
                label="Generate compliance tasks ahead (months)"
                description="The daily run keeps each client's statutory tasks created this far ahead"
                min={1}
                max={12}
                allowDecimal={false}
                value={values.complianceMonthsAhead ?? 3}
                onChange={(v) => set('complianceMonthsAhead', typeof v === 'number' ? v : 3)}
              />
              <NumberInput
                label="UDIN window (days after signing)"
                description="ICAI's window to generate a signed document's UDIN; the register chases it 15 days before it closes"
                min={1}
                max={365}
                allowDecimal={false}
                value={values.udinWindowDays ?? DEFAULT_UDIN_WINDOW_DAYS}
                onChange={(v) => set('udinWindowDays', typeof v === 'number' ? v : DEFAULT_UDIN_WINDOW_DAYS)}
              />
              <Textarea
                label="Invoice terms"
                autosize
                minRows={2}
                value={values.invoiceTerms}
                onChange={(e) => set('invoiceTerms', e.currentTarget.value)}
              />
            </>
          ) : (
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
                          values.taxColumns.map((c, j) =>
                            j === i ? (v as Preferences['taxColumns'][number]) : c,
                          ),
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
          )}
        </Stack>
      </Group>
    </>
  );
}
