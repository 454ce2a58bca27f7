// The one field where a duration is typed outside the grids (time entry, the timer's minutes,
// estimates): whole minutes ('90') or h:mm ('1:30'), read by contracts' parseDurationInput like
// the ET/TT cells and the timesheet. It takes and gives whole minutes, '' while blank or not valid.
import { TextInput, type TextInputProps } from '@mantine/core';
import { minutesAsHm, parseDurationInput } from '@practice-desk/contracts';
import { type FocusEvent, useEffect, useRef, useState } from 'react';
import { useHoldFormBack } from '../lib/use-hold-form-back';

export interface DurationFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** Whole minutes, or '' / null for none. */
  value?: number | string | null;
  /** Called with whole minutes, or '' when the field is blank or not a duration. */
  onChange(minutes: number | ''): void;
  /** The most the field takes, in minutes (e.g. 1440 for a day). */
  max?: number;
}

/** How minutes given from outside are written in the field: h:mm, blank for none. */
const asText = (value: number | string | null | undefined) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value))
    ? ''
    : minutesAsHm(Number(value));

export function DurationField({ value, onChange, max, error, onBlur, ...rest }: DurationFieldProps) {
  const minutes = value === '' || value === null || value === undefined ? '' : Number(value);
  const [text, setText] = useState(() => asText(minutes));
  const [problem, setProblem] = useState<string | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  // The minutes this field last gave or was given: a value set from outside (a reset, a
  // template's default) replaces the text, one typed here is left as typed.
  const known = useRef(minutes);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (known.current === minutes) return;
    known.current = minutes;
    setText(asText(minutes));
    setProblem(null);
    setShowProblem(false);
  }, [minutes]);

  useHoldFormBack(input, problem, () => setShowProblem(true));

  const typed = (next: string) => {
    setText(next);
    const read = parseDurationInput(next, max);
    setProblem(read.ok ? null : read.message);
    if (read.ok) setShowProblem(false);
    const given = read.ok && next.trim() !== '' ? read.minutes : '';
    known.current = given;
    if (given !== minutes) onChange(given);
  };

  return (
    <TextInput
      ref={input}
      autoComplete="off"
      inputMode="text"
      placeholder="90 or 1:30"
      {...rest}
      value={text}
      error={(showProblem && problem) || error}
      onChange={(event) => typed(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (problem) setShowProblem(true);
        onBlur?.(event);
      }}
    />
  );
}
