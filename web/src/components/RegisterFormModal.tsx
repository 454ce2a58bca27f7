// The dialog both registers' forms are: their fields two by two (one column on a phone), what comes
// under them, the notes, then Cancel and the save button.
import { SimpleGrid, Stack, Textarea, type TextareaProps } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AppModal } from './AppModal';
import { FormActions } from './FormActions';

interface Props {
  opened: boolean;
  title: string;
  busy: boolean;
  /** The save button's label. */
  submit: string;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onClose(): void;
  /** The fields laid out in the two columns. */
  fields: ReactNode;
  /** The notes field's input props (from the form). */
  notes: TextareaProps;
  /** Full-width fields between the columns and the notes. */
  children?: ReactNode;
}

export function RegisterFormModal({
  opened,
  title,
  busy,
  submit,
  onSubmit,
  onClose,
  fields,
  notes,
  children,
}: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={title} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>{fields}</SimpleGrid>
          {children}
          <Textarea label="Notes" autosize minRows={2} maxLength={1000} {...notes} />
          <FormActions busy={busy} submit={submit} onCancel={onClose} />
        </Stack>
      </form>
    </AppModal>
  );
}
