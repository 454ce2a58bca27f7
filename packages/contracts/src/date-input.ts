// Dates typed into any date field or due-date cell: the practice's chosen format (Preferences ›
// Date format; DD/MM/YYYY by default in India) or '05 Jan 2026'; answered as a calendar date
// 'YYYY-MM-DD', the only form the API takes. The one parser every date field reads with.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { Preferences } from './config-forms';

dayjs.extend(customParseFormat);

type DateFormat = Preferences['dateFormat'];

/** Each message starts with this, so a person (and a test) recognises a refused date. */
export const DATE_INPUT_MESSAGE = 'Please enter a valid date';

/** A day every format writes unambiguously (25 September 2026), used as the example. */
const EXAMPLE_DAY = '2026-09-25';

export const DATE_INPUT_MESSAGES = {
  /** e.g. 'Please enter a valid date as DD/MM/YYYY, e.g. 25/09/2026'. */
  shape: (format: DateFormat) =>
    `${DATE_INPUT_MESSAGE} as ${format}, e.g. ${dayjs(EXAMPLE_DAY).format(format)}`,
  /** e.g. 'Please enter a valid date: 31/02/2026 is not on the calendar'. */
  notOnCalendar: (typed: string) => `${DATE_INPUT_MESSAGE}: ${typed} is not on the calendar`,
  /** e.g. 'The date cannot be before 01/04/2026'. */
  before: (min: string) => `The date cannot be before ${min}`,
  /** e.g. 'The date cannot be after 29/11/2026'. */
  after: (max: string) => `The date cannot be after ${max}`,
};

export type DateParse = { ok: true; date: string } | { ok: false; message: string };

// Single-digit day and month are accepted too ('5/1/2026'); dayjs strict mode checks the calendar.
const PATTERNS: Record<DateFormat, string[]> = {
  'DD/MM/YYYY': ['DD/MM/YYYY', 'D/M/YYYY'],
  'MM/DD/YYYY': ['MM/DD/YYYY', 'M/D/YYYY'],
  'YYYY-MM-DD': ['YYYY-MM-DD', 'YYYY-M-D'],
};
// The format's shape with any numbers: a date written right that is not on the calendar.
const SHAPES: Record<DateFormat, RegExp> = {
  'DD/MM/YYYY': /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  'MM/DD/YYYY': /^\d{1,2}\/\d{1,2}\/\d{4}$/,
  'YYYY-MM-DD': /^\d{4}-\d{1,2}-\d{1,2}$/,
};
const SPELLED = ['DD MMM YYYY', 'D MMM YYYY', 'DD MMMM YYYY', 'D MMMM YYYY'];

/** The typed date in the chosen format or 'dd Mon yyyy' (any letter case), else a message saying
 * what was wrong: not a date on the calendar ('31/02/2026'), or not written in the format. */
export function parseDateInput(value: string, format: DateFormat): DateParse {
  const text = value.trim().replace(/\s+/g, ' ');
  // Month names are matched as written in English ('Jan'), whatever case was typed.
  const cased = text.replace(/[a-z]+/gi, (w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase());
  for (const pattern of [...PATTERNS[format], ...SPELLED]) {
    const date = dayjs(cased, pattern, true);
    if (date.isValid()) return { ok: true, date: date.format('YYYY-MM-DD') };
  }
  const message = SHAPES[format].test(text)
    ? DATE_INPUT_MESSAGES.notOnCalendar(text)
    : DATE_INPUT_MESSAGES.shape(format);
  return { ok: false, message };
}

/** A calendar date 'YYYY-MM-DD' written in the chosen format, for the editor to start from. */
export function dateInputText(date: string | null | undefined, format: DateFormat): string {
  if (!date) return '';
  const day = dayjs(date.slice(0, 10), 'YYYY-MM-DD', true);
  return day.isValid() ? day.format(format) : '';
}

/** A date field's reading of what was typed: '' for blank, the ISO date when it is a date within
 * `min`..`max` (ISO, either optional), else the message to show. */
export function readDateField(
  text: string,
  format: DateFormat,
  bounds: { min?: string | null; max?: string | null } = {},
): { ok: true; date: string } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, date: '' };
  const parsed = parseDateInput(text, format);
  if (!parsed.ok) return parsed;
  if (bounds.min && parsed.date < bounds.min)
    return { ok: false, message: DATE_INPUT_MESSAGES.before(dateInputText(bounds.min, format)) };
  if (bounds.max && parsed.date > bounds.max)
    return { ok: false, message: DATE_INPUT_MESSAGES.after(dateInputText(bounds.max, format)) };
  return parsed;
}
