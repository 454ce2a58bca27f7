// Matches a file's column headers to task fields by name and common aliases, ignoring case,
// spaces and punctuation ('Assigned To', 'ET (min)', 'Due' are all understood).
import {
  IMPORT_FIELDS,
  IMPORT_HEADER_ALIASES,
  type ImportField,
  type ImportMapping,
} from '@practice-desk/contracts';

/** 'ET (min)' → 'etmin', 'Sub-task' → 'subtask': the part of a header that carries its meaning. */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

const FIELD_BY_KEY = new Map<string, ImportField>(
  IMPORT_FIELDS.flatMap((field) =>
    [field, ...IMPORT_HEADER_ALIASES[field]].map((alias) => [headerKey(alias), field] as const),
  ),
);

export function fieldOfHeader(header: string): ImportField | null {
  return FIELD_BY_KEY.get(headerKey(header)) ?? null;
}

/** Each header's field; a field claimed twice goes to its first column only. */
export function matchHeaders(headers: string[]): ImportMapping {
  const taken = new Set<ImportField>();
  const mapping: ImportMapping = {};
  for (const header of headers) {
    const field = fieldOfHeader(header);
    mapping[header] = field && !taken.has(field) ? field : null;
    if (field) taken.add(field);
  }
  return mapping;
}

/** The mapping as the caller chose it, over the matched one; headers not in the file are dropped. */
export function applyMapping(headers: string[], chosen: ImportMapping | undefined): ImportMapping {
  const mapping = matchHeaders(headers);
  if (!chosen) return mapping;
  for (const header of headers) if (header in chosen) mapping[header] = chosen[header] ?? null;
  return mapping;
}

/** For each field, the index of the column that fills it. */
export function columnsOfFields(headers: string[], mapping: ImportMapping): Map<ImportField, number> {
  const columns = new Map<ImportField, number>();
  headers.forEach((header, index) => {
    const field = mapping[header];
    if (field && !columns.has(field)) columns.set(field, index);
  });
  return columns;
}
