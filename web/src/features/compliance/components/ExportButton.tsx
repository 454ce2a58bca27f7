// Export: the calendar or the status board on screen, as the server's .xlsx.
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { alreadyReported, readProblem } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { COMPLIANCE_SCREEN } from '../messages';

export function ExportButton({ run, disabled }: { run(): Promise<string | null>; disabled?: boolean }) {
  const [busy, setBusy] = useState(false);
  const exportData = async () => {
    setBusy(true);
    try {
      // null: cancelled from the downloads panel, which says so itself.
      if (await run()) toast.success(COMPLIANCE_SCREEN.exported);
    } catch (err) {
      const problem = await readProblem(err);
      if (!alreadyReported(problem)) toast.error(COMPLIANCE_SCREEN.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={busy}
      disabled={disabled}
      onClick={exportData}
    >
      Export
    </Button>
  );
}
