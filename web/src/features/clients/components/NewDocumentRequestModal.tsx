// New document request: what to ask the client for and by when; the client's portal contacts see
// it at once. Refusals show under their fields (a document without a name, no due date).
import { Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { DOCUMENT_REQUEST_MESSAGES } from '@practice-desk/contracts';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { FormActions } from '../../../components/FormActions';
import { useFormSave } from '../../../lib/use-form-save';
import { useResource } from '../../../lib/use-resource';
import { documentRequestsApi } from '../api/document-requests-api';
import { type NewRequestValues, requestBodyOf, valuesFromTemplate } from './new-request-values';
import { newItem, RequestedItemsFields } from './RequestedItemsFields';
import { RequestLinkFields } from './RequestLinkFields';

const blank = (): NewRequestValues => ({
  title: '',
  dueDate: '',
  taskId: null,
  complianceItemId: null,
  templateId: null,
  items: [newItem()],
});

export function NewDocumentRequestModal({
  clientId,
  clientName,
  opened,
  onClose,
  onCreated,
}: {
  clientId: string;
  clientName: string;
  opened: boolean;
  onClose(): void;
  onCreated(): void;
}) {
  const form = useForm<NewRequestValues>({ mode: 'controlled', initialValues: blank() });
  const close = () => {
    form.setValues(blank());
    form.clearErrors();
    onClose();
  };
  const { busy, save } = useFormSave(form, () => {
    onCreated();
    close();
  });
  const submit = form.onSubmit((values) =>
    save(
      () => documentRequestsApi.create(requestBodyOf(clientId, values)),
      DOCUMENT_REQUEST_MESSAGES.created,
      'Failed to send the request',
    ),
  );
  const templates = useResource(
    () => documentRequestsApi.templates(),
    [],
    'Failed to fetch request templates',
  );
  const inUse = (templates.data?.templates ?? []).filter((t) => t.isActive);
  const chooseTemplate = (id: string | null) => {
    const template = inUse.find((t) => t.id === id);
    if (template) form.setValues(valuesFromTemplate(form.getValues(), template, () => newItem().key));
    else form.setFieldValue('templateId', null);
  };
  const values = form.getValues();
  return (
    <AppModal opened={opened} onClose={close} title={`New document request for ${clientName}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          {inUse.length > 0 && (
            <Select
              label="From a request template (optional)"
              placeholder="No template"
              description="Fills in the template's documents"
              clearable
              searchable
              value={values.templateId}
              onChange={chooseTemplate}
              data={inUse.map((t) => ({
                value: t.id,
                label: t.formCode
                  ? `${t.name} (${t.formCode})`
                  : `${t.name} (${t.taskTemplateName ?? 'task'})`,
              }))}
            />
          )}
          <TextInput
            label="Title"
            placeholder="Named after the task or compliance item, else 'Documents'"
            data-autofocus
            {...form.getInputProps('title')}
          />
          <DateField
            label="Due date"
            withAsterisk
            value={values.dueDate}
            error={form.errors.dueDate}
            onChange={(date) => form.setFieldValue('dueDate', date)}
          />
          <RequestLinkFields
            clientId={clientId}
            taskId={values.taskId}
            complianceItemId={values.complianceItemId}
            onTask={(id) => form.setFieldValue('taskId', id)}
            onComplianceItem={(id) => form.setFieldValue('complianceItemId', id)}
          />
          <RequestedItemsFields form={form} />
          <FormActions busy={busy} submit="Send request" onCancel={close} />
        </Stack>
      </form>
    </AppModal>
  );
}
