// Preferences of chasing clients for documents: how many days before a compliance item's due date
// its request is raised by itself, and the reminders' schedule.
import { NumberInput, Text } from '@mantine/core';
import {
  DEFAULT_AUTO_REQUEST_DAYS,
  type Preferences,
  DEFAULT_REQUEST_REMINDER_SCHEDULE as SCHEDULE,
} from '@practice-desk/contracts';

type Key =
  | 'autoRequestDays'
  | 'requestReminderFirstDays'
  | 'requestReminderEveryDays'
  | 'requestReminderAfterDueDays';

export function DocumentChaseFields({
  values,
  set,
}: {
  values: Preferences;
  set(key: Key, value: number): void;
}) {
  const field = (key: Key, fallback: number, label: string, description: string, min = 1) => (
    <NumberInput
      label={label}
      description={description}
      min={min}
      max={key === 'autoRequestDays' ? 90 : 60}
      allowDecimal={false}
      value={values[key] ?? fallback}
      onChange={(v) => set(key, typeof v === 'number' ? v : fallback)}
    />
  );
  return (
    <>
      {field(
        'autoRequestDays',
        DEFAULT_AUTO_REQUEST_DAYS,
        'Raise document requests ahead (days before the due date)',
        'A compliance item whose form has a request template asks its client for the documents this many days before it is due, once (0: never)',
        0,
      )}
      <Text size="sm" fw={500} mt="xs">
        Reminders to the client
      </Text>
      {field(
        'requestReminderFirstDays',
        SCHEDULE.firstAfterDays,
        'First reminder (days after the request)',
        'Reminders list only what is still missing and stop once everything is accepted',
      )}
      {field(
        'requestReminderEveryDays',
        SCHEDULE.everyDaysBeforeDue,
        'Then every (days) until the due date',
        'How often the contact is reminded before the request falls due',
      )}
      {field(
        'requestReminderAfterDueDays',
        SCHEDULE.everyDaysAfterDue,
        'Then every (days) after the due date',
        'How often the contact is reminded once the request is overdue',
      )}
    </>
  );
}
