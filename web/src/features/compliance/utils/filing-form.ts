// The filing dialog's checks: the acknowledgement number per form (contracts' arnProblem), a
// filing date that is a real day and not in the future, and a PDF of a sensible size.
// The size limit is the server's (contracts), so a file the dialog lets through is never refused.
import { ACKNOWLEDGEMENT_MAX_BYTES, arnProblem, FILING_MESSAGES } from '@practice-desk/contracts';

export interface FilingValues {
  arn: string;
  filedOn: string;
  file: File | null;
}

export function filingProblems(code: string, values: FilingValues, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const arn = arnProblem(code, values.arn);
  if (arn) problems.arn = arn;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.filedOn)) problems.filedOn = 'Enter the filing date';
  else if (values.filedOn > today) problems.filedOn = 'The filing date cannot be in the future';
  if (values.file) {
    const isPdf = values.file.type === 'application/pdf' || /\.pdf$/i.test(values.file.name);
    if (!isPdf) problems.file = 'The acknowledgement must be a PDF';
    else if (values.file.size > ACKNOWLEDGEMENT_MAX_BYTES) problems.file = FILING_MESSAGES.pdfTooLarge;
  }
  return problems;
}
