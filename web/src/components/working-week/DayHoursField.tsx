// One day of the working week, typed in hours ('7.5') or h:mm ('7:30'); it takes and gives whole
// minutes. While what is typed cannot be read it gives nothing and holds the form back.
import { TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useHoldFormBack } from '../../lib/use-hold-form-back';
import { dayHoursText, readDayHours } from './working-week-hours';

export function DayHoursField({
  label,
  minutes,
  onChange,
}: {
  label: string;
  minutes: number;
  onChange(minutes: number): void;
}) {
  const [text, setText] = useState(() => dayHoursText(minutes));
  const [problem, setProblem] = useState<string | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  // The minutes this field last gave or was given: minutes set from outside (the loaded or reset
  // preferences) replace the text, what is typed here is left as typed.
  const known = useRef(minutes);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (known.current === minutes) return;
    known.current = minutes;
    setText(dayHoursText(minutes));
    setProblem(null);
    setShowProblem(false);
  }, [minutes]);

  useHoldFormBack(input, problem, () => setShowProblem(true));

  const typed = (next: string) => {
    setText(next);
    const read = readDayHours(next);
    setProblem(read.ok ? null : read.message);
    if (!read.ok) return;
    setShowProblem(false);
    known.current = read.minutes;
    if (read.minutes !== minutes) onChange(read.minutes);
  };

  return (
    <TextInput
      ref={input}
      label={label}
      autoComplete="off"
      inputMode="decimal"
      rightSection="h"
      rightSectionPointerEvents="none"
      value={text}
      error={showProblem ? problem : undefined}
      onChange={(event) => typed(event.currentTarget.value)}
      onBlur={() => {
        if (problem) setShowProblem(true);
      }}
    />
  );
}
