// Export of the current filters (csv or xlsx, made by the server) and import of a csv/xlsx/xls
// file with the server's imported/failed report.
import { LIMITS, SUCCESS, type TaskScope } from '@practice-desk/contracts';
import { useState } from 'react';
import type { ImportReport } from '../../../lib/files';
import { toast } from '../../../lib/toast';
import { tasksApi } from '../api/tasks-api';
import { taskQuery } from '../states/task-view';
import { useTaskViewStore } from '../states/task-view-store';
import { reportSaveFailure } from './save-problem';

export function useTaskTransfer(scope: TaskScope, onImported: () => void) {
  const [report, setReport] = useState<(ImportReport & { file: string }) | null>(null);
  const [busy, setBusy] = useState(false);

  const exportAs = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      // null: cancelled from the downloads panel, which says so itself.
      if (await tasksApi.exportFile(taskQuery(scope, useTaskViewStore.getState().view, { format })))
        toast.success(SUCCESS.tasksExported);
    } catch (err) {
      await reportSaveFailure(err, 'Failed to export tasks');
    } finally {
      setBusy(false);
    }
  };

  const importFile = async (file: File | null) => {
    if (!file) return;
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(LIMITS.importExtensions as readonly string[]).includes(extension))
      return toast.error('Choose a .csv, .xlsx or .xls file');
    if (file.size > LIMITS.importMaxBytes) return toast.error('The file is larger than 10 MB');
    setBusy(true);
    toast.info(`Importing ${file.name}...`);
    try {
      const res = await tasksApi.importFile(file);
      setReport({ ...res.data, file: file.name });
      if (res.data.imported) toast.success(SUCCESS.imported(res.data.imported, 'tasks'));
      if (res.data.failed.length) toast.error(`${res.data.failed.length} rows failed to import`);
      onImported();
    } catch (err) {
      await reportSaveFailure(err, 'Failed to import tasks');
    } finally {
      setBusy(false);
    }
  };

  return { report, closeReport: () => setReport(null), exportAs, importFile, busy };
}
