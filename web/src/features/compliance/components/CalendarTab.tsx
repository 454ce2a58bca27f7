// The calendar tab: the three counts, the filters, Export and the import of past filings, the month
// calendar and below it the month's items by due date (wide enough for every column); a day's list
// and the filing dialog open from them, and items ticked in the list are marked filed together.
import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { CalendarItem } from '@practice-desk/contracts';
import { IconChecks, IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import type { FilingTarget } from '../../../lib/filing-request/task-compliance';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { toast } from '../../../lib/toast';
import { complianceApi } from '../api/compliance-api';
import { useAnswer } from '../hooks/use-answer';
import type { ComplianceLists } from '../hooks/use-compliance-lists';
import { COMPLIANCE_SCREEN } from '../messages';
import { useComplianceViewStore } from '../states/compliance-view-store';
import { calendarQuery } from '../utils/calendar-query';
import type { Option } from '../utils/form-options';
import { countOf, isFiled } from '../utils/item-text';
import { monthTitle } from '../utils/month-grid';
import { BulkFilingModal } from './BulkFilingModal';
import { CalendarFilters } from './CalendarFilters';
import { CountsBar } from './CountsBar';
import { DayItemsModal } from './DayItemsModal';
import { ExportButton } from './ExportButton';
import { FilingModal } from './FilingModal';
import { ImportFilingsModal } from './ImportFilingsModal';
import { ItemsTable } from './ItemsTable';
import { LoadProblem } from './LoadProblem';
import { MonthCalendar } from './MonthCalendar';
import { StatusLegend } from './StatusLegend';

const targetOf = (item: CalendarItem): FilingTarget => ({
  itemId: item.id,
  code: item.code,
  title: item.title,
  clientName: item.clientName,
  dueDate: item.dueDate,
});

export function CalendarTab({ forms, lists }: { forms: Option[]; lists: ComplianceLists }) {
  const month = useComplianceViewStore((s) => s.month);
  const setMonth = useComplianceViewStore((s) => s.setMonth);
  const filters = useComplianceViewStore((s) => s.filters);
  const query = calendarQuery(month, filters);
  const key = JSON.stringify(query);
  const { data, loading, error, reload } = useAnswer(
    () => complianceApi.calendar(query),
    key,
    COMPLIANCE_SCREEN.calendarFailed,
  );
  const [day, setDay] = useState<string | null>(null);
  const [filing, setFiling] = useState<FilingTarget | null>(null);
  const today = practiceToday();
  const items = data?.items ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [marking, setMarking] = useState(false);
  const [importing, setImporting] = useState(false);
  // Only what the list shows and is not filed yet (a filter may have hidden a ticked item).
  const chosen = items.filter((item) => selected.has(item.id) && !isFiled(item)).map(targetOf);
  const select = (ids: string[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const openFiling = (item: CalendarItem) => setFiling(targetOf(item));
  const download = async (item: CalendarItem) => {
    try {
      await complianceApi.acknowledgement(item);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(COMPLIANCE_SCREEN.downloadFailed);
    }
  };

  return (
    <Stack gap="md">
      <CountsBar counts={data?.counts ?? null} />
      <Group justify="space-between" align="flex-end" gap="sm">
        <CalendarFilters forms={forms} lists={lists} />
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconFileImport size={16} />}
            onClick={() => setImporting(true)}
          >
            Import past filings
          </Button>
          <ExportButton run={() => complianceApi.exportCalendar(query)} />
        </Group>
      </Group>
      {lists.problem && (
        <Text size="xs" c="dimmed">
          {lists.problem}
        </Text>
      )}
      {error && <LoadProblem title="Calendar not loaded" message={error} onRetry={() => void reload()} />}
      <Paper withBorder radius="md" p="sm">
        <MonthCalendar
          month={month}
          items={items}
          today={today}
          onMonthChange={setMonth}
          onOpenDay={setDay}
        />
        <StatusLegend />
      </Paper>
      <Paper withBorder radius="md" p="sm">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h4">
            By due date
          </Title>
          <Group gap="xs">
            {loading && <Loader size="xs" role="status" aria-label="Loading the calendar" />}
            {chosen.length > 0 && (
              <>
                <Button variant="subtle" size="xs" onClick={() => setSelected(new Set())}>
                  Clear
                </Button>
                <Button size="xs" leftSection={<IconChecks size={14} />} onClick={() => setMarking(true)}>
                  Mark {chosen.length} filed
                </Button>
              </>
            )}
          </Group>
        </Group>
        {items.length > 0 ? (
          <ItemsTable
            items={items}
            caption={`${countOf(items.length, 'item')} due in ${monthTitle(month)}`}
            onFile={openFiling}
            onDownload={(item) => void download(item)}
            selection={{ selected, onChange: select }}
          />
        ) : (
          !loading && (
            <Text c="dimmed" ta="center" py="xl">
              {error ? 'The list shows once the calendar loads.' : COMPLIANCE_SCREEN.noItems}
            </Text>
          )
        )}
      </Paper>
      <DayItemsModal
        day={day}
        items={items}
        onClose={() => setDay(null)}
        onFile={(item) => {
          setDay(null);
          openFiling(item);
        }}
        onDownload={(item) => void download(item)}
      />
      <BulkFilingModal
        targets={chosen}
        opened={marking && chosen.length > 0}
        onClose={() => setMarking(false)}
        onFiled={() => {
          setMarking(false);
          setSelected(new Set());
          void reload();
        }}
      />
      <ImportFilingsModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => void reload()}
      />
      <FilingModal
        target={filing}
        onClose={() => setFiling(null)}
        onFiled={() => {
          setFiling(null);
          void reload();
        }}
      />
    </Stack>
  );
}
