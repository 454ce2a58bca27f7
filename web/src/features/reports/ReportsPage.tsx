// Reports (all roles, each seeing their own scope): five tabs from the URL (an unknown one shows
// Day End), one period for all of them (optionally approved days only), and Export Data for the report on screen; for Admin and
// Team Leader also Receivables (ageing, statements, reminder schedule), Profitability, Work in progress,
// Realisation and the Tally export.
import { Group, Paper, Stack, Title } from '@mantine/core';
import { reportTabOf } from '@practice-desk/contracts';
import { useParams } from '@tanstack/react-router';
import { useAuthStore } from '../../lib/auth/auth-store';
import { ApprovedOnlySwitch } from './components/ApprovedOnlySwitch';
import { DayEndReport } from './components/DayEndReport';
import { ExportButton } from './components/ExportButton';
import { ProfitabilityReport } from './components/money/ProfitabilityReport';
import { RealisationReport } from './components/money/RealisationReport';
import { ReceivablesReport } from './components/money/ReceivablesReport';
import { TallyExportCard } from './components/money/TallyExportCard';
import { WipReport } from './components/money/WipReport';
import { PeriodPicker } from './components/PeriodPicker';
import { ReportTabs } from './components/ReportTabs';
import { TotalsReport } from './components/TotalsReport';
import { useReportPeriodStore } from './states/report-period-store';
import { moneyTabOf } from './utils/money-tabs';
import { reportSearch, withApprovedOnly } from './utils/report-search';
import { clientsView, subTasksView, tasksView, usersView } from './utils/report-views';

export function ReportsPage() {
  const { tab } = useParams({ strict: false }) as { tab?: string };
  const active = reportTabOf(tab);
  // The money reports: Admin and Team Leader only (the API refuses a Team Member too).
  const leader = useAuthStore((s) => s.user?.role !== 'TEAM_MEMBER');
  const money = leader ? moneyTabOf(tab) : null;
  const dateType = useReportPeriodStore((s) => s.dateType);
  const fromDate = useReportPeriodStore((s) => s.fromDate);
  const toDate = useReportPeriodStore((s) => s.toDate);
  const approvedOnly = useReportPeriodStore((s) => s.approvedOnly);
  const { search: period, problem } = reportSearch({ dateType, fromDate, toDate });
  // Time reports may count approved days only; the money reports read their own figures.
  const search = withApprovedOnly(period, approvedOnly);
  const shared = { search, problem, label: active.label };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={1} size="h3">
          Reports
        </Title>
        {!money && <ExportButton report={active.report} search={search} />}
      </Group>
      <ReportTabs active={money ?? active.tab} money={leader} />
      {money !== 'receivables' && money !== 'tally' && money !== 'wip' && <PeriodPicker problem={problem} />}
      {!money && <ApprovedOnlySwitch />}
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        {money === 'receivables' && <ReceivablesReport />}
        {money === 'profitability' && <ProfitabilityReport search={period} />}
        {money === 'wip' && <WipReport />}
        {money === 'realisation' && <RealisationReport search={period} />}
        {money === 'tally' && <TallyExportCard />}
        {!money && active.report === 'day-end' && <DayEndReport search={search} problem={problem} />}
        {!money && active.report === 'clients' && (
          <TotalsReport report="clients" view={clientsView} {...shared} />
        )}
        {!money && active.report === 'users' && <TotalsReport report="users" view={usersView} {...shared} />}
        {!money && active.report === 'tasks' && <TotalsReport report="tasks" view={tasksView} {...shared} />}
        {!money && active.report === 'sub-tasks' && (
          <TotalsReport report="sub-tasks" view={subTasksView} {...shared} />
        )}
      </Paper>
    </Stack>
  );
}
