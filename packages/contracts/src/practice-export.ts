// The whole practice's export (Configurations → Export all data): the header its progress reads
// and what the screen says. The zip streams, so its size is unknown up front: the server says
// how many files it will hold, and the browser counts them as their headers arrive.

/** How many files (zip entries) the practice export will hold. */
export const EXPORT_FILES_HEADER = 'x-total-files';

export const PRACTICE_EXPORT = {
  title: 'Export all data',
  button: 'Export all data',
  explain:
    'One .zip file with everything your practice keeps here: a spreadsheet of each kind of record (clients, tasks, time, invoices, credit notes, receipts, advances, compliance, users, settings, the audit trail), the same data as JSON for moving to another server, and every invoice, credit note, receipt and receipt voucher PDF and uploaded file.',
  sensitive:
    'The file holds your people’s password hashes and all client data: keep it as safe as the practice itself.',
  progress: (done: number, total: number | null) =>
    total === null
      ? `${done.toLocaleString('en-IN')} files written`
      : `${Math.min(done, total).toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} files`,
  writing: (name: string) => `Writing ${name}`,
  done: (name: string) => `Saved ${name}`,
  failed: 'The export stopped before its end. Try again.',
} as const;
