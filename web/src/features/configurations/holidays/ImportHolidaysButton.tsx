// Import holidays from a spreadsheet (.xlsx, .xls or .csv): the server reads the date from the
// first column and the name from the second, leaves days already holidays as they are, and says
// which rows it could not read.
import { Button, FileButton } from '@mantine/core';
import { type HolidayImportResult, LIMITS } from '@practice-desk/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { holidaysApi } from './holidays-api';

export interface HolidayImport extends HolidayImportResult {
  file: string;
}

export function ImportHolidaysButton({ onImported }: { onImported(outcome: HolidayImport): void }) {
  const [busy, setBusy] = useState(false);
  const importFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > LIMITS.importMaxBytes) return toast.error('The file is larger than 10 MB');
    setBusy(true);
    try {
      const res = await holidaysApi.import(file);
      toast.success(res.message ?? `${res.data.added} holidays added`);
      onImported({ ...res.data, file: file.name });
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? 'Failed to import holidays');
    } finally {
      setBusy(false);
    }
  };
  return (
    <FileButton onChange={(file) => void importFile(file)} accept={LIMITS.importExtensions.join(',')}>
      {(props) => (
        <Button variant="default" leftSection={<IconUpload size={16} />} loading={busy} {...props}>
          Import holidays
        </Button>
      )}
    </FileButton>
  );
}
