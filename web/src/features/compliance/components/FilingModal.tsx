// Filing proof: the acknowledgement, named as the form's portal names it (ARN, SRN or
// acknowledgement number) and checked per form (a GST ARN is 15 characters), the
// filing date (today unless changed) and an optional acknowledgement PDF. Filed after the due
// date, the item is marked late by the server.
import { Button, FileInput, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acknowledgementHelp, acknowledgementLabel, type CalendarItem } from '@practice-desk/contracts';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import type { FilingTarget } from '../../../lib/filing-request/task-compliance';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { toast } from '../../../lib/toast';
import { complianceApi } from '../api/compliance-api';
import { COMPLIANCE_SCREEN } from '../messages';
import { type FilingValues, filingProblems } from '../utils/filing-form';
import { dayText } from '../utils/item-text';

interface Props {
  target: FilingTarget | null;
  onClose(): void;
  onFiled(item: CalendarItem): void;
}

export function FilingModal({ target, onClose, onFiled }: Props) {
  const [busy, setBusy] = useState(false);
  const today = practiceToday();
  const form = useForm<FilingValues>({
    initialValues: { arn: '', filedOn: today, file: null },
    validate: (values) => filingProblems(target?.code ?? '', values, today),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens.
  useEffect(() => {
    if (!target) return;
    form.setValues({ arn: '', filedOn: today, file: null });
    form.clearErrors();
  }, [target]);

  const submit = form.onSubmit(async (values) => {
    if (!target) return;
    setBusy(true);
    try {
      const res = await complianceApi.file(target.itemId, values);
      const item = res.data.item;
      // Named for the item (the answer's own message is the same for every filing).
      toast.success(
        item.status === 'filed-late'
          ? `Filing recorded for ${target.title}: filed after the due date, marked late`
          : `Filing recorded for ${target.title}`,
      );
      onFiled(item);
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(fieldErrors(problem));
      const onFields = problem.errors.some((e) => ['arn', 'filedOn', 'file'].includes(e.field));
      if (!onFields && !alreadyReported(problem))
        toast.error(
          problem.status === 404 || !problem.message ? COMPLIANCE_SCREEN.filingFailed : problem.message,
        );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal opened={target !== null} onClose={onClose} title="Record the filing">
      <form onSubmit={submit} noValidate>
        <Stack>
          <div>
            <Text fw={600}>{target?.title}</Text>
            <Text size="sm" c="dimmed">
              {target?.clientName}
              {target?.dueDate ? ` · due ${dayText(target.dueDate)}` : ''}
            </Text>
          </div>
          <TextInput
            label={acknowledgementLabel(target?.code ?? '')}
            withAsterisk
            maxLength={40}
            autoComplete="off"
            data-autofocus
            description={acknowledgementHelp(target?.code ?? '')}
            {...form.getInputProps('arn')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <DateField label="Filing date" withAsterisk max={today} {...form.getInputProps('filedOn')} />
            <FileInput
              label="Acknowledgement PDF"
              description="Optional"
              placeholder="Choose a PDF"
              accept="application/pdf,.pdf"
              clearable
              leftSection={<IconFileTypePdf size={16} />}
              {...form.getInputProps('file')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Record filing
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
