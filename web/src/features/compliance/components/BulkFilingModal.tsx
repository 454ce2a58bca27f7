// Marks many items filed at once (recording what a practice already filed): each chosen item with
// its acknowledgement, named as its portal names it (ARN, SRN, acknowledgement number), and its
// filing date, or one date for all. One call: every row is written, or none and each refusal shows
// by its item.
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { acknowledgementLabel, FILING_IMPORT_MESSAGES } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';
import { AppModal } from '../../../components/AppModal';
import { DateField } from '../../../components/DateField';
import { alreadyReported, fieldErrors, readProblem } from '../../../lib/api-error';
import type { FilingTarget } from '../../../lib/filing-request/task-compliance';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { toast } from '../../../lib/toast';
import { complianceApi } from '../api/compliance-api';
import { COMPLIANCE_SCREEN } from '../messages';
import { type BulkValues, bulkFilings, bulkProblems, emptyBulk, onFields } from '../utils/bulk-filing-form';
import { dayText } from '../utils/item-text';

interface Props {
  /** The chosen items; the dialog is open while there are some. */
  targets: FilingTarget[];
  /** What of a selection was left out and why (the task grid's tasks without an item). */
  notice?: string | null;
  opened: boolean;
  onClose(): void;
  onFiled(): void;
}

export function BulkFilingModal({ targets, notice, opened, onClose, onFiled }: Props) {
  const [busy, setBusy] = useState(false);
  const today = practiceToday();
  const form = useForm<BulkValues>({
    initialValues: emptyBulk(targets.length, today),
    validate: (values) => bulkProblems(targets, values, today),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time the dialog opens.
  useEffect(() => {
    if (!opened) return;
    form.setValues(emptyBulk(targets.length, today));
    form.clearErrors();
  }, [opened]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const res = await complianceApi.fileMany(bulkFilings(targets, values));
      toast.success(FILING_IMPORT_MESSAGES.recorded(res.data.items.length));
      onFiled();
    } catch (err) {
      const problem = await readProblem(err);
      form.setErrors(onFields(fieldErrors(problem), values.sameDate));
      // A refusal names its item; an item gone meanwhile (404) is said plainly.
      if (!alreadyReported(problem))
        toast.error(
          problem.status === 404 || !problem.message ? COMPLIANCE_SCREEN.filingFailed : problem.message,
        );
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal opened={opened} onClose={onClose} title={`Mark ${targets.length} filed`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {notice && (
            <Alert color="yellow" variant="light" p="xs" role="status">
              <Text size="sm">{notice}</Text>
            </Alert>
          )}
          <Group align="flex-end" gap="md">
            <Checkbox
              label="Same date for all"
              mb={8}
              {...form.getInputProps('sameDate', { type: 'checkbox' })}
            />
            {form.values.sameDate && (
              <DateField
                label="Filing date"
                withAsterisk
                max={today}
                w={180}
                {...form.getInputProps('filedOn')}
              />
            )}
          </Group>
          {targets.map((target, i) => (
            <Paper key={target.itemId} withBorder p="xs" radius="sm" data-filing-row={target.itemId}>
              <Text fw={600} size="sm">
                {target.title}
              </Text>
              <Text size="xs" c="dimmed">
                {target.clientName}
                {target.dueDate ? ` · due ${dayText(target.dueDate)}` : ''}
              </Text>
              {form.errors[`rows.${i}.itemId`] && (
                <Text size="xs" c="red" role="alert">
                  {form.errors[`rows.${i}.itemId`]}
                </Text>
              )}
              <SimpleGrid cols={{ base: 1, xs: form.values.sameDate ? 1 : 2 }} mt={6}>
                <TextInput
                  label={acknowledgementLabel(target.code)}
                  aria-label={`${acknowledgementLabel(target.code)} of ${target.title} for ${target.clientName}`}
                  withAsterisk
                  maxLength={40}
                  autoComplete="off"
                  {...form.getInputProps(`rows.${i}.arn`)}
                />
                {!form.values.sameDate && (
                  <DateField
                    label="Filing date"
                    aria-label={`Filing date of ${target.title} for ${target.clientName}`}
                    withAsterisk
                    max={today}
                    {...form.getInputProps(`rows.${i}.filedOn`)}
                  />
                )}
              </SimpleGrid>
            </Paper>
          ))}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Mark {targets.length} filed
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
