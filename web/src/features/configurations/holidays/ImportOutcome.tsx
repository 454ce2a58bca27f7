// What an import of holidays did: how many were added, how many days were already holidays, and
// each row the server could not read, with why.
import { Alert, List, Text } from '@mantine/core';
import type { HolidayImport } from './ImportHolidaysButton';

const holidays = (n: number) => `${n} ${n === 1 ? 'holiday' : 'holidays'}`;

export function ImportOutcome({ outcome, onClose }: { outcome: HolidayImport; onClose(): void }) {
  const { added, skipped, problems } = outcome;
  return (
    <Alert
      color={problems.length ? 'yellow' : 'green'}
      title={`Import of ${outcome.file}`}
      withCloseButton
      closeButtonLabel="Close import result"
      onClose={onClose}
      mb="md"
      role="status"
    >
      <Text size="sm">
        {holidays(added)} added, {skipped} skipped (already holidays)
        {problems.length ? `, ${problems.length} ${problems.length === 1 ? 'row' : 'rows'} not read:` : '.'}
      </Text>
      {problems.length > 0 && (
        <List size="sm" mt={4}>
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
