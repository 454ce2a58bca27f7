// Dates typed into a due-date cell: the practice's chosen format (Preferences › Date format;
// DD/MM/YYYY by default in India) or '05 Jan 2026'; answered as a calendar date 'YYYY-MM-DD'.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { Preferences } from './config-forms';

dayjs.extend(customParseFormat);

export const DATE_INPUT_MESSAGE = 'Please enter a valid date';

export type DateParse = { ok: true; date: string } | { ok: false; message: string };

// Single-digit day and month are accepted too ('5/1/2026'); dayjs strict mode checks the calendar.
const PATTERNS: Record<Preferences['dateFormat'], string[]> = {
  'DD/MM/YYYY': ['DD/MM/YYYY', 'D/M/YYYY'],
  'MM/DD/YYYY': ['MM/DD/YYYY', 'M/D/YYYY'],
  'YYYY-MM-DD': ['YYYY-MM-DD', 'YYYY-M-D'],
};
const SPELLED = ['DD MMM YYYY', 'D MMM YYYY', 'DD MMMM YYYY', 'D MMMM YYYY'];

/** The typed date in the chosen format or 'dd Mon yyyy' (any letter case), else the message. */
export function parseDateInput(value: string, format: Preferences['dateFormat']): DateParse {
  const text = value.trim().replace(/\s+/g, ' ');
  // Month names are matched as written in English ('Jan'), whatever case was typed.
  const cased = text.replace(/[a-z]+/gi, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  for (const pattern of [...PATTERNS[format], ...SPELLED]) {
    const date = dayjs(cased, pattern, true);
    if (date.isValid()) return { ok: true, date: date.format('YYYY-MM-DD') };
  }
  return { ok: false, message: DATE_INPUT_MESSAGE };
}

/** A calendar date 'YYYY-MM-DD' written in the chosen format, for the editor to start from. */
export function dateInputText(date: string | null | undefined, format: Preferences['dateFormat']): string {
  if (!date) return '';
  const day = dayjs(date.slice(0, 10), 'YYYY-MM-DD', true);
  return day.isValid() ? day.format(format) : '';
}
