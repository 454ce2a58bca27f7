// Add one holiday: its date (typed in the practice's date format or picked) and its name; a day
// that is already a holiday is refused under the date field.
import { Button, Group, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type Holiday, HolidayBody } from '@practice-desk/contracts';
import { IconPlus } from '@tabler/icons-react';
import { DateField } from '../../../components/DateField';
import { useFormSave } from '../../../lib/use-form-save';
import { valibotValidator } from '../../../lib/valibot-form';
import { holidaysApi } from './holidays-api';

const blank = { day: '', name: '' };

export function AddHolidayForm({ onAdded }: { onAdded(holiday: Holiday): void }) {
  const form = useForm({ initialValues: blank, validate: valibotValidator(HolidayBody) });
  const { busy, save } = useFormSave(form, () => undefined);
  const submit = form.onSubmit((values) =>
    save(
      async () => {
        const res = await holidaysApi.add(values);
        form.setValues(blank);
        onAdded(res.data);
        return res;
      },
      'Holiday added',
      'Failed to add the holiday',
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="Add holiday">
      <Group align="flex-start" gap="sm" wrap="wrap" mb="md" maw={760}>
        <DateField label="Date" withAsterisk w={{ base: '100%', xs: 180 }} {...form.getInputProps('day')} />
        <TextInput
          label="Name"
          withAsterisk
          maxLength={100}
          flex={1}
          miw={200}
          {...form.getInputProps('name')}
        />
        <Button type="submit" loading={busy} leftSection={<IconPlus size={16} />} mt={{ base: 0, xs: 25 }}>
          Add holiday
        </Button>
      </Group>
    </form>
  );
}
