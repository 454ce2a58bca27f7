// Create Quotation (spec "Quotation"): amount and remarks; Save sets the task Pending, Save as
// Draft leaves its status; a comment is sent only when not blank.
import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { QuotationBody, SUCCESS, type TaskRow, VALIDATION } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { AppModal } from '../../../components/AppModal';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { tasksApi } from '../api/tasks-api';
import { TaskHeading } from './TaskHeading';

interface QuotationValues {
  /** As typed ('12500', '12500.5'); sent as it is, the API reads it to paise. */
  amount: string;
  remarks: string;
  comment: string;
}

const amountValid = (amount: string) => v.safeParse(QuotationBody.entries.amount, amount).success;

export function QuotationModal({
  task,
  onClose,
  onSaved,
}: {
  task: TaskRow | null;
  onClose(): void;
  onSaved(task: TaskRow): void;
}) {
  const [busy, setBusy] = useState<'draft' | 'save' | null>(null);
  const form = useForm<QuotationValues>({
    initialValues: { amount: '', remarks: '', comment: '' },
    validate: { amount: (amount) => (amountValid(amount) ? null : VALIDATION.quotationAmountRequired) },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: prefill from the task each time it opens.
  useEffect(() => {
    if (!task) return;
    form.setValues({ amount: task.quotationAmount ?? '', remarks: task.remarks ?? '', comment: '' });
    form.clearErrors();
  }, [task]);

  const save = (draft: boolean) =>
    form.onSubmit(async (values) => {
      if (!task) return;
      setBusy(draft ? 'draft' : 'save');
      try {
        const comment = values.comment.trim();
        const res = await tasksApi.quotation(task.id, {
          amount: values.amount.trim(),
          remarks: values.remarks.trim(),
          ...(comment ? { comment } : {}),
          draft,
        });
        toast.success(res.message ?? (draft ? SUCCESS.draftSaved : SUCCESS.quotationSaved));
        onSaved(res.data.task);
        onClose();
      } catch (err) {
        const problem = await readProblem(err);
        form.setErrors(fieldErrors(problem));
        if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to save quotation');
      } finally {
        setBusy(null);
      }
    });

  return (
    <AppModal
      opened={task !== null}
      onClose={onClose}
      title={<TaskHeading title="Create Quotation" task={task} />}
    >
      <form onSubmit={save(false)} noValidate>
        <Stack>
          <TextInput
            label="Quotation amount"
            withAsterisk
            inputMode="decimal"
            maxLength={20}
            leftSection="₹"
            data-autofocus
            {...form.getInputProps('amount')}
          />
          <Textarea
            label="Remarks"
            autosize
            minRows={2}
            maxLength={2000}
            {...form.getInputProps('remarks')}
          />
          <Textarea
            label="Comment"
            autosize
            minRows={2}
            maxLength={4000}
            {...form.getInputProps('comment')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button
              variant="light"
              loading={busy === 'draft'}
              disabled={busy === 'save'}
              onClick={() => save(true)()}
            >
              Save as Draft
            </Button>
            <Button type="submit" loading={busy === 'save'} disabled={busy === 'draft'}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
