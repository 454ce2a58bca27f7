// Work in progress as a workbook: one sheet per cut (client, template, person), each row with its
// time, value, ageing buckets and the first day logged, and the totals under each.
import { AGE_BUCKETS, WIP_GROUPS, type WipFigures, type WipReport } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { type ReportCell, sheetsWorkbook } from '../reports/workbook';

const figures = (f: WipFigures): ReportCell[] => [
  f.minutes,
  { money: f.value },
  ...AGE_BUCKETS.map((b) => ({ money: f.ageing[b.key] })),
  f.oldest ? { date: f.oldest } : '—',
];

export async function wipWorkbook(ctx: ServiceContext, report: WipReport): Promise<Buffer> {
  const [preferences, today] = await Promise.all([readPreferences(ctx), practiceToday(ctx)]);
  const sheets = WIP_GROUPS.map((group) => ({
    name: `By ${group.label.toLowerCase()}`,
    title: `Work in progress by ${group.label.toLowerCase()}`,
    header: [group.label, 'Time (min)', 'Value', ...AGE_BUCKETS.map((b) => b.label), 'First logged'],
    rows: report[group.key].map((row) => [row.label, ...figures(row)]),
    totals: ['Total', ...figures(report.totals)],
    widths: [32, 11, 14, 14, 14, 14, 14, 13],
  }));
  return sheetsWorkbook(
    sheets,
    [['As of', { date: report.asOf }], ['Exported on', { date: today }], []],
    preferences.dateFormat,
  );
}
