// Invoice settings › General: how invoices are numbered (one continuous series, or one per
// financial year with the year in the number), due days, terms and whether assignees are shown.
import { NumberInput, SimpleGrid, Switch, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { financialYearOf, formatInvoiceNumber, type InvoiceSettings } from '@practice-desk/contracts';
import { practiceToday } from '../../lib/preferences/utils/practice-today';
import type { InvoiceSettingsValues } from './invoice-settings-values';

/** What the next number looks like; a yearly series starts again at 001 each April. */
function numberPreview(values: InvoiceSettingsValues, nextInvoiceNumber: number): string {
  if (values.yearlyNumbering) {
    const example = formatInvoiceNumber(values.invoicePrefix, 1, financialYearOf(practiceToday()));
    return `Numbers look like ${example}, from 001 again each April`;
  }
  return `Next invoice: ${values.invoicePrefix}${Math.max(nextInvoiceNumber, values.startingInvoiceNumber)}`;
}

export function GeneralSettingsSection({
  form,
  settings,
  readOnly,
}: {
  form: UseFormReturnType<InvoiceSettingsValues>;
  settings: InvoiceSettings;
  readOnly: boolean;
}) {
  const input = (field: keyof InvoiceSettingsValues) => ({
    ...form.getInputProps(field),
    readOnly,
    disabled: readOnly,
  });
  const toggle = (field: 'showTaskAssignee' | 'yearlyNumbering' | 'gstr1Quarterly') => ({
    ...form.getInputProps(field, { type: 'checkbox' }),
    disabled: readOnly,
  });
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Invoice number prefix"
          description={numberPreview(form.values, settings.nextInvoiceNumber)}
          {...input('invoicePrefix')}
        />
        <NumberInput
          label="Starting invoice number"
          description={form.values.yearlyNumbering ? 'For the continuous series only' : undefined}
          min={1}
          allowDecimal={false}
          {...input('startingInvoiceNumber')}
        />
      </SimpleGrid>
      <Switch
        label="Restart numbering each financial year (e.g. INV/26-27/001)"
        description="The year (April to March) goes into the number and the count starts at 001"
        {...toggle('yearlyNumbering')}
      />
      <NumberInput
        label="Default due days"
        min={0}
        max={365}
        allowDecimal={false}
        suffix=" Days"
        {...input('defaultDueDays')}
      />
      <Textarea label="Default terms" autosize minRows={2} {...input('defaultTerms')} />
      <Switch label="Show task assignee on invoices" {...toggle('showTaskAssignee')} />
      <Switch
        label="File GSTR-1 quarterly (QRMP scheme)"
        description="GST returns then offer quarters (e.g. Oct–Dec 2026) instead of months"
        {...toggle('gstr1Quarterly')}
      />
    </>
  );
}
