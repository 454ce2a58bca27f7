// One task's time on one day, typed on a phone as on the grid (90 or 1:30): saved on Enter or when
// the field is left, refused with the grid's message when it is not a time.
import { TextInput } from '@mantine/core';
import { MINUTES_PER_DAY, minutesAsHm, parseDurationInput } from '@practice-desk/contracts';
import { useEffect, useState } from 'react';

export function DayTimeInput({
  minutes,
  label,
  disabled,
  onSave,
}: {
  minutes: number;
  label: string;
  disabled: boolean;
  onSave(minutes: number): void;
}) {
  const shown = minutes ? minutesAsHm(minutes) : '';
  const [text, setText] = useState(shown);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(shown), [shown]);
  const save = () => {
    const result = parseDurationInput(text, MINUTES_PER_DAY);
    if (!result.ok) return setError(result.message);
    setError(null);
    if (result.minutes !== minutes) onSave(result.minutes);
  };
  return (
    <TextInput
      size="xs"
      w={96}
      aria-label={label}
      placeholder="0:00"
      inputMode="numeric"
      value={text}
      disabled={disabled}
      error={error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
      }}
    />
  );
}
