// 'TDS deducted': what the client kept back, under the section the payment's date falls under
// (s.194J of the 1961 Act before 1 April 2026, s.393 of the 2025 Act from then), with the usual 10%
// of the fees without GST (less credit notes) offered as a hint and its base shown — one click on
// it, or ArrowDown in the empty field, accepts it.
import { Anchor, Text, TextInput, type TextInputProps } from '@mantine/core';
import { rupees } from '../../../../lib/rupees';
import type { TdsHint } from '../../utils/tds-hint';

interface Props extends Omit<TextInputProps, 'label'> {
  hint: TdsHint | null;
  onAccept(amount: string): void;
}

export function TdsField({ hint, onAccept, value, ...input }: Props) {
  const empty = String(value ?? '').trim() === '' || String(value) === '0';
  const offered = hint?.amount ?? null;
  return (
    <TextInput
      label="TDS deducted"
      inputMode="decimal"
      maxLength={20}
      leftSection="₹"
      placeholder="0"
      value={value}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' && offered && empty) {
          event.preventDefault();
          onAccept(offered);
        }
      }}
      description={
        <Text span size="xs" c="dimmed" data-testid="tds-hint">
          {hint && offered ? (
            <>
              Usually 10% of {rupees(hint.base)} (fees without GST, less credit notes) under{' '}
              {hint.section.label}:{' '}
              <Anchor component="button" type="button" size="xs" onClick={() => onAccept(offered)}>
                Use {rupees(offered)}
              </Anchor>
              {empty ? ' · or press ↓' : ''}
            </>
          ) : (
            `Optional: TDS the client deducted${hint ? ` under ${hint.section.label}` : ''}`
          )}
        </Text>
      }
      {...input}
    />
  );
}
