// Numbers the product is built around (spec §9), one place for both sides.
export const LIMITS = {
  apiTimeoutMs: 30_000,
  defaultPageSize: 20,
  pickerPageSize: 100,
  maxPageSize: 500,
  /** Ids one bulk action (tasks or clients) may name. */
  maxBulkIds: 500,
  /** Rows one spreadsheet export may hold (tasks, reports). */
  exportMaxRows: 100_000,
  maxUnsavedTaskRows: 5,
  importMaxBytes: 10_485_760,
  importExtensions: ['.csv', '.xlsx', '.xls'],
  passwordMin: 8,
  nameMin: 2,
  gstinLength: 15,
  ifscLength: 11,
  searchMinLength: 2,
  templateDefaultEstimatedMinutes: 60,
  invoiceDueDays: 15,
  resetTokenTtlMinutes: 60,
  inviteTokenTtlHours: 72,
  toastSuccessMs: 2000,
  toastErrorMs: 4000,
  maxToasts: 20,
  debounce: { clientSearchMs: 500, columnFilterMs: 500, dropdownSearchMs: 300 },
  createGuardReleaseMs: 1000,
  blurSaveDelayMs: 200,
} as const;

/** The header in which an export says, before its first byte, how many rows its first sheet
 * holds (the file streams, so its length is not known up front); the browser shows it beside the
 * bytes received. */
export const EXPORT_ROWS_HEADER = 'x-total-rows';
