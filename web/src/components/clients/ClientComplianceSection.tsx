// The client's compliance profile: the registrations and facts its statutory due dates are worked
// out from (GST, TDS, income tax, company law), its contacts, who generated tasks go to, and from
// when its work is generated (1 April unless changed: a client taken on mid-year gets the year's
// past-due returns, overdue).
import {
  Alert,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  ADVANCE_TAX_LABELS,
  ADVANCE_TAX_MODES,
  ENTITY_TYPE_LABELS,
  ENTITY_TYPES,
  financialYearStart,
  GST_FREQUENCIES,
  GST_FREQUENCY_LABELS,
  PAN_STATUS_LETTER,
  PROFILE_HELP,
  TDS_FORMS,
} from '@practice-desk/contracts';
import { practiceToday } from '../../lib/preferences/utils/practice-today';
import { DateField } from '../DateField';
import { ComplianceContactsList } from './ComplianceContactsList';
import { ComplianceDirectorsList } from './ComplianceDirectorsList';
import { type ClientFormValues, hasDirectors } from './client-form-values';

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) =>
  keys.map((value) => ({ value, label: labels[value] }));
const ENTITY_OPTIONS = options(ENTITY_TYPES, ENTITY_TYPE_LABELS);
const GST_OPTIONS = options(GST_FREQUENCIES, GST_FREQUENCY_LABELS);
const ADVANCE_TAX_OPTIONS = options(ADVANCE_TAX_MODES, ADVANCE_TAX_LABELS);

export function ClientComplianceSection({
  form,
  people,
  saved,
}: {
  form: UseFormReturnType<ClientFormValues>;
  people: { value: string; label: string }[];
  /** A saved profile stays: its entity type can be changed, not cleared. */
  saved: boolean;
}) {
  const values = form.values.compliance;
  const input = (field: string, options?: { type: 'checkbox' }) =>
    form.getInputProps(`compliance.${field}`, options);
  const hasGst = form.values.gst.trim() !== '';
  const hasTan = values.tan.trim() !== '';
  return (
    <Stack gap="sm">
      <div>
        <Title order={4}>Compliance</Title>
        <Text size="sm" c="dimmed">
          The statutory due dates of this client are worked out from these registrations.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Entity type"
          placeholder="Not tracked"
          description={values.entityType ? undefined : 'Choose one to track this client’s due dates'}
          data={ENTITY_OPTIONS}
          clearable={!saved}
          allowDeselect={!saved}
          {...input('entityType')}
        />
        {values.entityType && (
          <Text size="sm" c="dimmed" style={{ alignSelf: 'end' }}>
            The PAN above is checked against it: its 4th letter is {PAN_STATUS_LETTER[values.entityType]}.
          </Text>
        )}
      </SimpleGrid>
      {values.entityType && (
        <>
          <Fieldset legend="GST" variant="filled">
            <Stack gap="xs">
              {!hasGst && (
                <Text size="sm" c="dimmed">
                  Enter the GST number above to choose its returns.
                </Text>
              )}
              <Select
                label="GST return frequency"
                description={saved && hasGst ? PROFILE_HELP.gstFrequencyChange : undefined}
                data={GST_OPTIONS}
                disabled={!hasGst}
                withAsterisk={hasGst}
                maw={420}
                {...input('gstFrequency')}
              />
              <Group gap="lg">
                <Checkbox
                  label="GSTR-9 annual return"
                  disabled={!hasGst}
                  {...input('gstAnnualReturn', { type: 'checkbox' })}
                />
                <Checkbox
                  label="GSTR-9C reconciliation"
                  disabled={!hasGst}
                  {...input('gstReconciliation', { type: 'checkbox' })}
                />
              </Group>
            </Stack>
          </Fieldset>
          <Fieldset legend="TDS and income tax" variant="filled">
            <Stack gap="xs">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label="TAN"
                  description="Leave blank when the client deducts no tax"
                  maxLength={10}
                  {...input('tan')}
                  onChange={(e) => form.setFieldValue('compliance.tan', e.currentTarget.value.toUpperCase())}
                />
                <Select
                  label="Advance tax"
                  data={ADVANCE_TAX_OPTIONS}
                  allowDeselect={false}
                  {...input('advanceTax')}
                />
              </SimpleGrid>
              <Checkbox.Group
                label="TDS and TCS returns"
                description={hasTan ? undefined : 'Enter the TAN to choose its returns'}
                {...input('tdsForms')}
              >
                <Group gap="lg" mt={6}>
                  {TDS_FORMS.map((code) => (
                    <Checkbox key={code} value={code} label={code} disabled={!hasTan} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group gap="lg">
                <Checkbox label="Tax audit" {...input('taxAudit', { type: 'checkbox' })} />
                <Checkbox label="Transfer pricing" {...input('transferPricing', { type: 'checkbox' })} />
                <Checkbox
                  label="Business or professional income"
                  {...input('businessIncome', { type: 'checkbox' })}
                />
              </Group>
            </Stack>
          </Fieldset>
          {(hasDirectors(values.entityType) || values.directors.length > 0) && (
            <Fieldset legend="Company law" variant="filled">
              <Stack gap="xs">
                {values.entityType === 'company' && !values.agmDate && (
                  // No `title`: Alert would be labelled by it, and 'AGM date' would name two things.
                  <Alert color="yellow" variant="light">
                    <Text size="sm" fw={600}>
                      AGM date not entered
                    </Text>
                    <Text size="sm">{PROFILE_HELP.noAgmDate}</Text>
                  </Alert>
                )}
                <Group gap="lg" align="flex-end">
                  {values.entityType === 'company' && (
                    <>
                      <DateField label="AGM date" w={200} {...input('agmDate')} />
                      <DateField label="Auditor appointed on" w={200} {...input('auditorAppointedOn')} />
                    </>
                  )}
                  <Checkbox
                    label="DPT-3 return of deposits"
                    mb={8}
                    {...input('dpt3', { type: 'checkbox' })}
                  />
                </Group>
                {values.entityType === 'company' && (
                  <Text size="xs" c="dimmed">
                    {PROFILE_HELP.auditorAppointedOn}
                  </Text>
                )}
                <ComplianceDirectorsList form={form} />
              </Stack>
            </Fieldset>
          )}
          <Fieldset legend="Contacts and assignment" variant="filled">
            <Stack gap="sm">
              <ComplianceContactsList form={form} />
              <Select
                label="Default assignee"
                description="Generated compliance tasks go to this person; without one they wait, unassigned, for the team leader"
                placeholder="Unassigned"
                data={people}
                searchable
                clearable
                {...input('defaultAssigneeId')}
              />
              <DateField
                label="Generate work due from"
                description={PROFILE_HELP.generateFrom}
                w={{ base: '100%', xs: 320 }}
                {...input('generateFrom')}
                value={values.generateFrom || financialYearStart(practiceToday())}
              />
            </Stack>
          </Fieldset>
        </>
      )}
    </Stack>
  );
}
