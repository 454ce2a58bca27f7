// Preferences: Display (date format, time unit, …), Tax (TaxFields), Client Documents (the chase of
// document requests) and Working week (the hours of each day). One form, saved per practice.

import { Button, Group, NavLink, NumberInput, Select, Stack, Switch, Textarea } from '@mantine/core';
import {
  DATE_FORMATS,
  DEFAULT_PREFERENCES,
  DEFAULT_UDIN_WINDOW_DAYS,
  type Preferences,
  SUCCESS,
  TIME_UNITS,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { WorkingWeekFields } from '../../../components/working-week/WorkingWeekFields';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { configApi } from '../../../lib/config-api';
import { usePreferencesStore } from '../../../lib/preferences/states/preferences-store';
import { toast } from '../../../lib/toast';
import { useResource } from '../../../lib/use-resource';
import { ConfigHeader } from '../components/ConfigHeader';
import { DocumentChaseFields } from './DocumentChaseFields';
import { TaxFields } from './TaxFields';

export function PreferencesTab() {
  const { data } = useResource(() => configApi.preferences(), [], 'Failed to fetch preferences');
  const [values, setValues] = useState<Preferences>(DEFAULT_PREFERENCES);
  const [section, setSection] = useState<'display' | 'tax' | 'documents' | 'working-week'>('display');
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

  // A form, so a day of the working week that cannot be read holds the save back (useHoldFormBack).
  return (
    <form
      noValidate
      aria-label="Preferences"
      onSubmit={(event) => {
        event.preventDefault();
        void save(values, SUCCESS.preferencesSaved);
      }}
    >
      <ConfigHeader title="Preferences">
        <Button
          variant="default"
          onClick={() => save(DEFAULT_PREFERENCES, SUCCESS.preferencesReset)}
          loading={busy}
        >
          Reset Preferences
        </Button>
        <Button type="submit" loading={busy}>
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
          <NavLink
            component="button"
            label="Working week"
            active={section === 'working-week'}
            onClick={() => setSection('working-week')}
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
          ) : section === 'tax' ? (
            <TaxFields values={values} set={set} />
          ) : (
            <WorkingWeekFields minutes={values.workingWeek} onChange={(week) => set('workingWeek', week)} />
          )}
        </Stack>
      </Group>
    </form>
  );
}
