// Realisation as a workbook: one sheet per cut (client, template, person, month), each row with
// its time, time value, invoiced, collected and the three percentages, and the totals under each.
import {
  REALISATION_GROUPS,
  type RealisationFigures,
  type RealisationReport,
} from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { type ReportCell, sheetsWorkbook } from '../reports/workbook';

const figures = (f: RealisationFigures): ReportCell[] => [
  f.minutes,
  { money: f.timeValue },
  { money: f.invoiced },
  { money: f.collected },
  f.realisation,
  f.collection,
  f.recovery,
];

export async function realisationWorkbook(ctx: ServiceContext, report: RealisationReport): Promise<Buffer> {
  const [preferences, today] = await Promise.all([readPreferences(ctx), practiceToday(ctx)]);
  const sheets = REALISATION_GROUPS.map((group) => ({
    name: `By ${group.label.toLowerCase()}`,
    title: `Realisation by ${group.label.toLowerCase()}`,
    header: [
      group.label,
      'Time (min)',
      'Time value',
      'Invoiced',
      'Collected',
      'Realisation %',
      'Collection %',
      'Recovery %',
    ],
    rows: report[group.key].map((row) => [row.label, ...figures(row)]),
    totals: ['Total', ...figures(report.totals)],
    widths: [32, 11, 14, 14, 14, 13, 13, 13],
  }));
  const day = (date: string | null): ReportCell => (date ? { date } : '—');
  return sheetsWorkbook(
    sheets,
    [['From', day(report.from)], ['To', day(report.to)], ['Exported on', { date: today }], []],
    preferences.dateFormat,
  );
}
