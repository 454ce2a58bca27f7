// The words of the daily compliance digest: a person's items overdue and due in the next 7 days,
// as plain text and as HTML (their text escaped), with a link to the calendar.
import { type CalendarItem, COMPLIANCE_STATUS_LABELS } from '@practice-desk/contracts';
import dayjs from 'dayjs';

/** Lines per section; the rest are counted and left to the calendar. */
const MAX_LINES = 100;
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const shown = (date: string) => dayjs(date).format('D MMM YYYY');

export interface DigestContent {
  name: string;
  practiceName: string;
  today: string;
  overdue: CalendarItem[];
  dueSoon: CalendarItem[];
  link: string;
}

const line = (item: CalendarItem) =>
  `${shown(item.dueDate)}  ${item.title} – ${item.clientName}${item.assigneeName ? ` (${item.assigneeName})` : ''}`;

function textSection(heading: string, items: CalendarItem[]): string[] {
  if (items.length === 0) return [];
  const more = items.length > MAX_LINES ? [`…and ${items.length - MAX_LINES} more in the calendar`] : [];
  return [
    `${heading} (${items.length}):`,
    ...items.slice(0, MAX_LINES).map((item) => `- ${line(item)}`),
    ...more,
    '',
  ];
}

function htmlSection(heading: string, items: CalendarItem[]): string {
  if (items.length === 0) return '';
  const rows = items
    .slice(0, MAX_LINES)
    .map(
      (item) =>
        `<tr><td>${shown(item.dueDate)}</td><td>${escapeHtml(item.title)}</td><td>${escapeHtml(item.clientName)}</td><td>${escapeHtml(item.assigneeName ?? '')}</td><td>${COMPLIANCE_STATUS_LABELS[item.status]}</td></tr>`,
    )
    .join('');
  const more = items.length > MAX_LINES ? `<p>…and ${items.length - MAX_LINES} more in the calendar</p>` : '';
  return `<h3>${heading} (${items.length})</h3><table cellpadding="4"><tr><th align="left">Due</th><th align="left">Filing</th><th align="left">Client</th><th align="left">Assignee</th><th align="left">Status</th></tr>${rows}</table>${more}`;
}

export function digestMail(content: DigestContent) {
  const { name, practiceName, today, overdue, dueSoon, link } = content;
  const subject = `Compliance digest: ${overdue.length} overdue, ${dueSoon.length} due in the next 7 days`;
  const intro = `Your compliance filings at ${practiceName} on ${shown(today)}.`;
  const footer =
    'You get this mail because you turned on the daily compliance digest in your profile. Turn it off there to stop it.';
  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    ...textSection('Overdue', overdue),
    ...textSection('Due in the next 7 days', dueSoon),
    `Open the calendar: ${link}`,
    '',
    footer,
    '',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p><p>${escapeHtml(intro)}</p>${htmlSection('Overdue', overdue)}${htmlSection('Due in the next 7 days', dueSoon)}<p><a href="${escapeHtml(link)}">Open the calendar</a></p><p>${footer}</p>`;
  return { subject, text, html };
}
