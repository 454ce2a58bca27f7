// Export Data: the report on screen, for the same period, as {report}-report-{date}.xlsx.
import { Button } from '@mantine/core';
import { REPORT_MESSAGES, type ReportId } from '@practice-desk/contracts';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { reportsApi } from '../api/reports-api';
import type { ReportSearch } from '../utils/report-search';

export function ExportButton({ report, search }: { report: ReportId; search: ReportSearch | null }) {
  const [busy, setBusy] = useState(false);
  const exportData = async () => {
    if (!search) return;
    setBusy(true);
    try {
      // null: cancelled from the downloads panel, which says so itself.
      if (await reportsApi.export(report, search)) toast.success(REPORT_MESSAGES.exported);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? REPORT_MESSAGES.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      disabled={!search}
      onClick={exportData}
    >
      Export Data
    </Button>
  );
}
