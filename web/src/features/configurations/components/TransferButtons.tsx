// Export Data and Import CSV for a configuration list: the server makes and reads the files.

import { Button, FileButton } from '@mantine/core';
import { LIMITS, SUCCESS } from '@practice-desk/contracts';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { ImportReportModal } from '../../../components/ImportReportModal';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { downloadFile, type ImportReport, uploadFile } from '../../../lib/files';
import { toast } from '../../../lib/toast';

export function TransferButtons({
  exportPath,
  importPath,
  noun,
  onImported,
}: {
  exportPath: string;
  importPath?: string;
  noun: string;
  onImported?(): void;
}) {
  const [report, setReport] = useState<(ImportReport & { file: string }) | null>(null);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);

  const exportData = async () => {
    setBusy('export');
    try {
      await downloadFile(exportPath, { format: 'xlsx' });
      toast.success(SUCCESS.exported(noun));
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? `Failed to export ${noun.toLowerCase()}`);
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (file: File | null) => {
    if (!file || !importPath) return;
    if (file.size > LIMITS.importMaxBytes) return toast.error('The file is larger than 10 MB');
    setBusy('import');
    toast.info(`Importing ${file.name}...`);
    try {
      const res = await uploadFile<ImportReport>(importPath, 'file', file);
      setReport({ ...res.data, file: file.name });
      if (res.data.failed.length)
        toast.error(`${res.data.failed.length} ${noun.toLowerCase()} failed to import`);
      else toast.success(SUCCESS.imported(res.data.imported, noun.toLowerCase()));
      onImported?.();
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(problem.message ?? `Failed to import ${noun.toLowerCase()}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={16} />}
        loading={busy === 'export'}
        onClick={exportData}
      >
        Export Data
      </Button>
      {importPath && (
        <FileButton onChange={importFile} accept={LIMITS.importExtensions.join(',')}>
          {(props) => (
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              loading={busy === 'import'}
              {...props}
            >
              Import CSV
            </Button>
          )}
        </FileButton>
      )}
      <ImportReportModal report={report} onClose={() => setReport(null)} />
    </>
  );
}
