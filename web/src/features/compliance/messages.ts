// What the compliance screen says when something could not be done, and its help, in one place.
export const COMPLIANCE_SCREEN = {
  calendarFailed: 'The compliance calendar could not be loaded. Check your connection and try again.',
  boardFailed: 'The status board could not be loaded. Check your connection and try again.',
  extensionsFailed: 'The extensions could not be loaded. Check your connection and try again.',
  listsFailed: 'The client and people lists could not be loaded; the filters offer forms and statuses only.',
  exportFailed: 'The export could not be made. Try again.',
  exported: 'Export downloaded',
  generateFailed: 'Tasks could not be generated. Try again.',
  extendFailed: 'The due date could not be extended. Try again.',
  filingFailed: 'The filing could not be recorded. Try again.',
  importFailed: 'The file could not be imported. Try again.',
  importTooLarge: 'The file is larger than 10 MB',
  downloadFailed: 'The acknowledgement could not be downloaded. Try again.',
  noItems: 'Nothing falls due this month for these filters.',
  noBoardRows:
    'No client has this form in this financial year. Generate the year first, or choose another form.',
  noExtensions: 'No due date has been extended yet.',
  holidayHelp:
    'Due dates are shown as notified: a due date that falls on a Sunday or a holiday stays as it is, because the portal does not move it.',
} as const;
