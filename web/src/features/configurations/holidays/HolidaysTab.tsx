// Holidays (Configurations → Holidays): the practice's holidays of a year, added one by one or
// imported from a spreadsheet, deleted with a confirmation. A holiday takes the day out of
// everyone's available hours in the workload view.
import { Text } from '@mantine/core';
import { LIMITS } from '@practice-desk/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ListFooter } from '../../../components/ListFooter';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { ConfigHeader } from '../components/ConfigHeader';
import { AddHolidayForm } from './AddHolidayForm';
import { HolidayList } from './HolidayList';
import { type HolidayImport, ImportHolidaysButton } from './ImportHolidaysButton';
import { ImportOutcome } from './ImportOutcome';
import { useHolidays } from './use-holidays';
import { YearPicker } from './YearPicker';

export function HolidaysTab() {
  const [year, setYear] = useState(() => dayjs(practiceToday()).year());
  const [outcome, setOutcome] = useState<HolidayImport | null>(null);
  const { data, loading, reload } = useHolidays(year);
  const holidays = data?.holidays ?? [];
  return (
    <>
      <ConfigHeader title="Holidays">
        <YearPicker year={year} onChange={setYear} />
        <ImportHolidaysButton
          onImported={(next) => {
            setOutcome(next);
            void reload();
          }}
        />
      </ConfigHeader>
      <Text size="sm" c="dimmed" mb="md">
        No one is counted as available on a holiday. To import, use a spreadsheet (
        {LIMITS.importExtensions.join(', ')}) with the date in the first column and the name in the second; a
        header row is optional.
      </Text>
      {outcome && <ImportOutcome outcome={outcome} onClose={() => setOutcome(null)} />}
      <AddHolidayForm
        onAdded={(holiday) => {
          const added = dayjs(holiday.day).year();
          // The new holiday is shown in its own year's list.
          if (added === year) void reload();
          else setYear(added);
        }}
      />
      <HolidayList holidays={holidays} loading={loading} year={year} onChanged={() => void reload()} />
      <ListFooter count={holidays.length} />
    </>
  );
}
