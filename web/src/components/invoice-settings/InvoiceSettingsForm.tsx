// The invoice settings form, one section at a time: General, Company, Bank, Tax & Compliance,
// Branding. Used by Configurations › Invoices and Profile › Invoice details (read-only there
// for everyone but an Admin).

import {
  Group,
  NavLink,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  DEFAULT_INVOICE_SETTINGS,
  INDIAN_STATES,
  type InvoiceSettings,
  InvoiceSettingsBody,
  SUCCESS,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { alreadyReported, fieldErrors, readProblem } from '../../lib/api-error';
import { configApi } from '../../lib/config-api';
import { toast } from '../../lib/toast';
import { valibotValidator } from '../../lib/valibot-form';
import { BankDetailsSection } from './BankDetailsSection';
import { GeneralSettingsSection } from './GeneralSettingsSection';
import { ImageUpload } from './ImageUpload';
import type { InvoiceSettingsValues } from './invoice-settings-values';
import { SigningCertificate } from './SigningCertificate';

const SECTIONS = [
  'General Settings',
  'Company Details',
  'Bank Account Details',
  'Tax & Compliance',
  'Branding & Personalization',
] as const;
const STATES = INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));
type Values = InvoiceSettingsValues;

function editable(settings: InvoiceSettings): Values {
  const { companyLogo: _logo, authorizedStamp: _stamp, nextInvoiceNumber: _next, ...rest } = settings;
  return {
    ...rest,
    companyPhone: rest.companyPhone ?? '',
    bankName: rest.bankName ?? '',
    branchName: rest.branchName ?? '',
    accountNumber: rest.accountNumber ?? '',
    ifscCode: rest.ifscCode ?? '',
    gstNumber: rest.gstNumber ?? '',
    upiId: rest.upiId ?? '',
    upiPayeeName: rest.upiPayeeName ?? '',
  };
}

export function InvoiceSettingsForm({
  settings,
  readOnly,
  onSaved,
  header,
}: {
  settings: InvoiceSettings;
  readOnly: boolean;
  onSaved(settings: InvoiceSettings): void;
  header(actions: { reset(): void; save(): void; busy: boolean }): React.ReactNode;
}) {
  const [section, setSection] = useState<(typeof SECTIONS)[number]>('General Settings');
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({
    initialValues: editable(settings),
    validate: valibotValidator(InvoiceSettingsBody),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill when the server's copy changes.
  useEffect(() => form.setValues(editable(settings)), [settings]);

  const save = form.onSubmit(
    async (values) => {
      setBusy(true);
      try {
        const res = await configApi.saveInvoiceSettings({ ...values, gstNumber: values.gstNumber || null });
        toast.success(SUCCESS.businessDetailsUpdated);
        onSaved(res.data.settings);
      } catch (err) {
        const problem = await readProblem(err);
        form.setErrors(fieldErrors(problem));
        if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to update business details');
      } finally {
        setBusy(false);
      }
    },
    (errors) => toast.error(Object.values(errors)[0]?.toString() ?? 'Please check the settings'),
  );
  const reset = () => form.setValues({ ...form.values, ...DEFAULT_INVOICE_SETTINGS });
  const input = (field: keyof Values) => ({ ...form.getInputProps(field), readOnly, disabled: readOnly });

  return (
    <Stack>
      {header({ reset, save: () => save(), busy })}
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap={2} w={{ base: '100%', sm: 240 }}>
          {SECTIONS.map((s) => (
            <NavLink
              component="button"
              key={s}
              label={s}
              active={s === section}
              onClick={() => setSection(s)}
            />
          ))}
        </Stack>
        <Stack flex={1} miw={280} maw={720}>
          {section === 'General Settings' && (
            <GeneralSettingsSection form={form} settings={settings} readOnly={readOnly} />
          )}
          {section === 'Company Details' && (
            <>
              <TextInput label="Company name" withAsterisk {...input('companyName')} />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput label="Email" withAsterisk {...input('companyEmail')} />
                <TextInput label="Phone" description="Optional" {...input('companyPhone')} />
              </SimpleGrid>
              <Textarea label="Address" withAsterisk autosize minRows={2} {...input('companyAddress')} />
            </>
          )}
          {section === 'Bank Account Details' && <BankDetailsSection form={form} readOnly={readOnly} />}
          {section === 'Tax & Compliance' && (
            <>
              <TextInput
                label="GST number"
                description="15 characters; leave blank if the practice is not registered"
                maxLength={15}
                {...input('gstNumber')}
                onChange={(e) => form.setFieldValue('gstNumber', e.currentTarget.value.toUpperCase())}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <Select
                  label="State"
                  data={STATES}
                  searchable
                  disabled={readOnly || Boolean(form.values.gstNumber)}
                  {...form.getInputProps('stateCode')}
                />
                <NumberInput
                  label="GST rate"
                  suffix=" %"
                  min={0}
                  max={28}
                  decimalScale={2}
                  {...input('gstRate')}
                />
                <TextInput label="Default SAC code" maxLength={6} {...input('sacCode')} />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                Invoices charge CGST and SGST (half each) when the client is in the practice's state, IGST
                otherwise.
              </Text>
            </>
          )}
          {section === 'Branding & Personalization' && (
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ImageUpload
                label="Logo"
                hint="Recommended 300×100 px"
                path="config/logo"
                field="logo"
                src={settings.companyLogo}
                disabled={readOnly}
                onUploaded={onSaved}
              />
              <ImageUpload
                label="Signature or stamp"
                hint="PNG, JPEG or WebP up to 1 MB"
                path="config/signature"
                field="signature"
                src={settings.authorizedStamp}
                disabled={readOnly}
                onUploaded={onSaved}
              />
            </SimpleGrid>
          )}
          {section === 'Branding & Personalization' && !readOnly && <SigningCertificate />}
        </Stack>
      </Group>
    </Stack>
  );
}
