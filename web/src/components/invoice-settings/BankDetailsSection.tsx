// Invoice settings › Bank Account Details: the account printed on invoices, and the UPI ID for
// which invoices and the client portal offer a UPI QR code and link for the balance due.
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { UPI_PAYEE_NAME_MAX } from '@practice-desk/contracts';
import type { InvoiceSettingsValues } from './invoice-settings-values';

export function BankDetailsSection({
  form,
  readOnly,
}: {
  form: UseFormReturnType<InvoiceSettingsValues>;
  readOnly: boolean;
}) {
  const input = (field: keyof InvoiceSettingsValues) => ({
    ...form.getInputProps(field),
    readOnly,
    disabled: readOnly,
  });
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Bank name" {...input('bankName')} />
        <TextInput label="Branch" description="Optional" {...input('branchName')} />
        <TextInput label="Account number" {...input('accountNumber')} />
        <TextInput
          label="IFSC code"
          maxLength={11}
          {...input('ifscCode')}
          onChange={(e) => form.setFieldValue('ifscCode', e.currentTarget.value.toUpperCase())}
        />
      </SimpleGrid>
      <TextInput
        label="UPI ID"
        placeholder="practice@okhdfcbank"
        description="Optional. Invoices and the client portal then show a UPI QR code and link for the balance due."
        maxLength={255}
        autoComplete="off"
        {...input('upiId')}
      />
      <TextInput
        label="UPI payee name"
        placeholder="As the bank account holder's name"
        description="Optional. The name the client's UPI app shows; the company name when blank."
        maxLength={UPI_PAYEE_NAME_MAX}
        autoComplete="off"
        {...input('upiPayeeName')}
      />
    </Stack>
  );
}
