// One grouped report (clients, users, tasks or sub-tasks): a chart of estimated against actual
// time above a sortable table with its totals footer.
import { Box, LoadingOverlay, Stack } from '@mantine/core';
import type { ReportId, ReportTotals } from '@practice-desk/contracts';
import { useReport } from '../hooks/use-report';
import type { ReportSearch } from '../utils/report-search';
import type { TotalsView } from '../utils/report-views';
import { EstimateChart } from './EstimateChart';
import { PeriodLine } from './PeriodLine';
import { ReportState } from './ReportState';
import { TotalsTable } from './TotalsTable';

export function TotalsReport<Row extends ReportTotals>({
  report,
  view,
  label,
  search,
  problem,
}: {
  report: Exclude<ReportId, 'day-end'>;
  view: TotalsView<Row>;
  label: string;
  search: ReportSearch | null;
  problem: string | null;
}) {
  const { data, loading, error } = useReport(report, search);
  const rows = data ? view.rows(data) : [];
  const totals = (data as { totals?: ReportTotals } | null)?.totals;
  return (
    <Box pos="relative" mih={160}>
      <LoadingOverlay visible={loading} zIndex={5} />
      {data && !problem && <PeriodLine period={data.period} />}
      <ReportState problem={problem} error={error} empty={Boolean(data) && rows.length === 0} />
      {totals && rows.length > 0 && (
        <Stack gap="lg" mt="sm">
          <EstimateChart
            title={`Estimated vs actual time by ${view.noun}`}
            bars={rows.map((r) => ({
              label: view.chartLabel(r),
              estimated: r.totalEstimatedTime,
              actual: r.totalActualTime,
            }))}
          />
          <TotalsTable view={view} rows={rows} totals={totals} label={label} />
        </Stack>
      )}
    </Box>
  );
}
