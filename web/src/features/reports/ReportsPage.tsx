// Reports (all roles, each seeing their own scope): five tabs from the URL (an unknown one shows
// Day End), one period for all of them, and Export Data for the report on screen.
import { Group, Paper, Stack, Title } from '@mantine/core';
import { reportTabOf } from '@practice-desk/contracts';
import { useParams } from '@tanstack/react-router';
import { DayEndReport } from './components/DayEndReport';
import { ExportButton } from './components/ExportButton';
import { PeriodPicker } from './components/PeriodPicker';
import { ReportTabs } from './components/ReportTabs';
import { TotalsReport } from './components/TotalsReport';
import { useReportPeriodStore } from './states/report-period-store';
import { reportSearch } from './utils/report-search';
import { clientsView, subTasksView, tasksView, usersView } from './utils/report-views';

export function ReportsPage() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  const active = reportTabOf(tab);
  const dateType = useReportPeriodStore((s) => s.dateType);
  const fromDate = useReportPeriodStore((s) => s.fromDate);
  const toDate = useReportPeriodStore((s) => s.toDate);
  const { search, problem } = reportSearch({ dateType, fromDate, toDate });
  const shared = { search, problem, label: active.label };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Reports
        </Title>
        <ExportButton report={active.report} search={search} />
      </Group>
      <ReportTabs active={active.tab} />
      <PeriodPicker problem={problem} />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {active.report === 'day-end' && <DayEndReport search={search} problem={problem} />}
        {active.report === 'clients' && <TotalsReport report="clients" view={clientsView} {...shared} />}
        {active.report === 'users' && <TotalsReport report="users" view={usersView} {...shared} />}
        {active.report === 'tasks' && <TotalsReport report="tasks" view={tasksView} {...shared} />}
        {active.report === 'sub-tasks' && <TotalsReport report="sub-tasks" view={subTasksView} {...shared} />}
      </Paper>
    </Stack>
  );
}
