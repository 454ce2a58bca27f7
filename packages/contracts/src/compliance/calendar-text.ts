// The words of the compliance calendar, board and filing dialog, shared by the screen and the API:
// each status as people read it, the filing proof's limit and the messages of both.
import type { BoardCellStatus } from './api';

export const COMPLIANCE_STATUS_LABELS: Record<BoardCellStatus, string> = {
  open: 'Open',
  overdue: 'Overdue',
  filed: 'Filed',
  'filed-late': 'Filed late',
  'not-generated': 'Not generated',
  'not-applicable': 'Not applicable',
};

/** The acknowledgement PDF of a filing: at most this many bytes. */
export const ACKNOWLEDGEMENT_MAX_BYTES = 5 * 1024 * 1024;

export const FILING_MESSAGES = {
  notMultipart: 'Send the filing as a form with arn, filedOn and an optional PDF file',
  unexpectedFile: 'Only one file, named "file", can be sent with a filing',
  notPdf: 'The acknowledgement must be a PDF file',
  pdfTooLarge: `The acknowledgement PDF can be at most ${ACKNOWLEDGEMENT_MAX_BYTES / (1024 * 1024)} MB`,
  filedInFuture: 'The filing date cannot be after today',
  filedBeforePeriod: (start: string) => `The filing date cannot be before the period starts (${start})`,
  noAcknowledgement: 'No acknowledgement PDF was attached to this filing',
} as const;

export const CALENDAR_MESSAGES = {
  itemNotFound: 'Compliance item not found',
  unknownForm: (code: string, financialYear: string) =>
    `There is no form ${code} in the rules for ${financialYear}`,
  badFinancialYear: "Financial year must be like '2026-27'",
  rangeBackwards: 'The end of the range must be on or after its start',
  rangeTooLong: 'Choose a range of at most 366 days',
} as const;
