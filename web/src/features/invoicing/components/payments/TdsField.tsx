// 'TDS deducted': what the client kept back under section 194J, with the usual 10% of the taxable
// value offered as a hint — one click on it, or ArrowDown in the empty field, accepts it.
import { Anchor, Text, TextInput, type TextInputProps } from '@mantine/core';
import { rupees } from '../../../../lib/rupees';

interface Props extends Omit<TextInputProps, 'label'> {
  hint: string | null;
  onAccept(hint: string): void;
}

export function TdsField({ hint, onAccept, value, ...input }: Props) {
  const empty = String(value ?? '').trim() === '' || String(value) === '0';
  return (
    <TextInput
      label="TDS deducted"
      inputMode="decimal"
      maxLength={20}
      leftSection="₹"
      placeholder="0"
      value={value}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && hint && empty) {
          event.preventDefault();
          onAccept(hint);
        }
      }}
      description={
        hint ? (
          <Text span size="xs" c="dimmed">
            Usually 10% of the taxable value (section 194J):{' '}
            <Anchor component="button" type="button" size="xs" onClick={() => onAccept(hint)}>
              Use {rupees(hint)}
            </Anchor>
            {empty ? ' · or press ↓' : ''}
          </Text>
        ) : (
          'Optional: TDS the client deducted (section 194J)'
        )
      }
      {...input}
    />
  );
}
