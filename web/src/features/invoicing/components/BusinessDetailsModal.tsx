// Missing business details: the client's address and GST number (or, when not registered, its
// state for the place of supply) are saved and generation is retried in the same call.
import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  INDIAN_STATES,
  INVOICE_MESSAGES,
  UpdateClientAndGenerateBody,
  VALIDATION,
} from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { shownOnFields } from '../../../lib/report-failure';
import { toast } from '../../../lib/toast';
import { valibotValidator } from '../../../lib/valibot-form';
import type { BusinessDetailsInput, BusinessDetailsRequest } from '../hooks/use-invoice-generation';

const STATES = INDIAN_STATES.map((s) => ({ value: s.code, label: `${s.code} · ${s.name}` }));
const empty = { address: '', gst: '', notRegistered: false, stateCode: null as string | null };
type Values = typeof empty;

/** What is sent: a registered client's state comes from its GSTIN; an unregistered one has no GSTIN. */
function toDetails(values: Values): BusinessDetailsInput {
  const gst = values.gst.trim();
  return values.notRegistered
    ? { address: values.address, gst: null, notRegistered: true, stateCode: values.stateCode }
    : { address: values.address, gst: gst || null, notRegistered: false, stateCode: null };
}
// Checked with the call's own rules; the ids are the request's, so any valid uuid stands in.
const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const validateBody = valibotValidator(UpdateClientAndGenerateBody);
// The body's GST and state rules run only once its fields are valid; ask for everything at once.
const validate = (values: Values) => {
  const details = toDetails(values);
  return {
    ...(details.notRegistered || details.gst ? {} : { gst: VALIDATION.gstPrompt }),
    ...(details.notRegistered && !details.stateCode ? { stateCode: INVOICE_MESSAGES.stateRequired } : {}),
    ...validateBody({ ...details, taskIds: [PLACEHOLDER_ID], clientId: PLACEHOLDER_ID }),
  };
};

export function BusinessDetailsModal({
  request,
  onClose,
  onSave,
}: {
  request: BusinessDetailsRequest | null;
  onClose(): void;
  onSave(details: BusinessDetailsInput): Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const form = useForm<Values>({ initialValues: empty, validate });
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill each time a client's details are asked for.
  useEffect(() => {
    if (!request) return;
    const { address, gst, stateCode } = request.client;
    form.setValues({
      address: address ?? '',
      gst: gst ?? '',
      notRegistered: !gst && Boolean(stateCode),
      stateCode,
    });
    form.clearErrors();
  }, [request]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await onSave(toDetails(values));
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      if (!shownOnFields(problem, ['address', 'gst', 'stateCode']) && !alreadyReported(problem))
        toast.error(problem.message ?? INVOICE_MESSAGES.generateFailed);
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal
      opened={request !== null}
      onClose={onClose}
      title={`Business details for ${request?.clientName ?? ''}`}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            A tax invoice needs the client's address and GST number. They are saved on the client and the
            invoice is generated.
          </Text>
          <Textarea
            label="Address"
            withAsterisk
            autosize
            minRows={2}
            maxLength={1000}
            data-autofocus
            {...form.getInputProps('address')}
          />
          <TextInput
            label="GST Number"
            withAsterisk={!form.values.notRegistered}
            description={form.values.notRegistered ? 'Optional: not registered for GST' : '15 characters'}
            maxLength={15}
            disabled={form.values.notRegistered}
            {...form.getInputProps('gst')}
            onChange={(e) => form.setFieldValue('gst', e.currentTarget.value.toUpperCase())}
          />
          <Checkbox
            label="Not registered for GST"
            {...form.getInputProps('notRegistered', { type: 'checkbox' })}
            onChange={(e) => {
              // The other way of giving the place of supply: its old complaint no longer applies.
              form.setFieldValue('notRegistered', e.currentTarget.checked);
              form.clearFieldError(e.currentTarget.checked ? 'gst' : 'stateCode');
            }}
          />
          {form.values.notRegistered && (
            <Select
              label="State (place of supply)"
              withAsterisk
              placeholder="Choose the client's state"
              data={STATES}
              searchable
              {...form.getInputProps('stateCode')}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Save and generate
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
