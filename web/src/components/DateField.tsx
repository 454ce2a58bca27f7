// The one date field of every form and filter: typed in the practice's date format (Preferences ›
// Date format, e.g. '25/09/2026') or picked from a calendar; it takes and gives ISO 'YYYY-MM-DD'
// (or '' for none), the only form the API knows, so callers keep their state as they had it.
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { dateInputText, readDateField } from '@practice-desk/contracts';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useDateFormat } from '../lib/preferences/states/preferences-store';
import { practiceToday } from '../lib/preferences/utils/practice-today';
import { useHoldFormBack } from '../lib/use-hold-form-back';

export interface DateFieldProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** ISO 'YYYY-MM-DD', or '' / null for no date. */
  value?: string | null;
  /** Called with ISO 'YYYY-MM-DD', or '' when the field is blank or not yet a valid date. */
  onChange(date: string): void;
  /** The earliest and latest dates allowed (ISO); outside them the field says so. */
  min?: string;
  max?: string;
}

export function DateField({ value, onChange, min, max, error, onBlur, label, ...rest }: DateFieldProps) {
  const format = useDateFormat();
  const date = (value ?? '').slice(0, 10);
  const [text, setText] = useState(() => dateInputText(date, format));
  const [problem, setProblem] = useState<string | null>(null);
  const [showProblem, setShowProblem] = useState(false);
  const [calendarOpen, setCalendarOpen] = useState(false);
  // The date this field last gave or was given, so a date set from outside (a reset, a preset,
  // a reopened form) replaces the text while one typed here is left as typed.
  const known = useRef({ date, format });
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (known.current.date === date && known.current.format === format) return;
    known.current = { date, format };
    setText(dateInputText(date, format));
    setProblem(null);
    setShowProblem(false);
  }, [date, format]);

  useHoldFormBack(input, problem, () => setShowProblem(true));

  const give = (next: string) => {
    known.current = { date: next, format };
    if (next !== date) onChange(next);
  };

  const typed = (next: string) => {
    setText(next);
    const read = readDateField(next, format, { min, max });
    setProblem(read.ok ? null : read.message);
    if (read.ok) setShowProblem(false);
    give(read.ok ? read.date : '');
  };

  const picked = (next: string | null) => {
    setCalendarOpen(false);
    typed(dateInputText(next, format));
  };

  const shownError = (showProblem && problem) || error;
  // The calendar hangs from its button, so the button (not the field) says it opens one.
  const calendar = (
    <Popover opened={calendarOpen} onChange={setCalendarOpen} position="bottom-end" trapFocus returnFocus>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          // Not named after the field, so the field's label names the field alone.
          aria-label="Open calendar"
          title={typeof label === 'string' ? `Pick ${label.toLowerCase()} from a calendar` : undefined}
          onClick={() => setCalendarOpen((o) => !o)}
          disabled={rest.disabled || rest.readOnly}
        >
          <IconCalendar size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={date || null}
          defaultDate={date || max || practiceToday()}
          onChange={picked}
          minDate={min}
          maxDate={max}
          firstDayOfWeek={1}
        />
      </Popover.Dropdown>
    </Popover>
  );
  return (
    <TextInput
      ref={input}
      label={label}
      autoComplete="off"
      placeholder={format.toLowerCase()}
      {...rest}
      value={text}
      error={shownError}
      onChange={(event) => typed(event.currentTarget.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        if (problem) setShowProblem(true);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        // Alt+Down opens a picker in browsers' own date fields; the same here.
        if (event.key === 'ArrowDown' && event.altKey) setCalendarOpen(true);
        rest.onKeyDown?.(event);
      }}
      rightSection={calendar}
    />
  );
}
