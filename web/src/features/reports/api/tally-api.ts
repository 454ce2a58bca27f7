// The Tally export (Admin and Team Leader): a period's vouchers and the masters they need, each an
// XML file TallyPrime imports.
import type { TallyExportQuery } from '@practice-desk/contracts';
import { downloadFile } from '../../../lib/files';

export const tallyApi = {
  vouchers: (period: TallyExportQuery) =>
    downloadFile('exports/tally', { ...period }, `tally-vouchers-${period.from}-to-${period.to}.xml`),
  masters: (period: TallyExportQuery) =>
    downloadFile('exports/tally/masters', { ...period }, `tally-masters-${period.from}-to-${period.to}.xml`),
};
