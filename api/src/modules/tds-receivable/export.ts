// The TDS-receivable report as an .xlsx workbook, written like the other reports' exports: title,
// the financial year's first and last day, a header row, one row per client and quarter, totals.
import { FY_QUARTERS, type TdsReceivableQuery } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { type ReportSheet, reportWorkbook } from '../reports/workbook';
import { tdsReceivable } from './report';

const quarterLabel = (quarter: number) => FY_QUARTERS.find((q) => q.quarter === quarter)?.label ?? '';

export async function exportTdsReceivable(ctx: ServiceContext, query: TdsReceivableQuery) {
  const [report, preferences, today] = await Promise.all([
    tdsReceivable(ctx, query),
    readPreferences(ctx),
    practiceToday(ctx),
  ]);
  // A spreadsheet cell holds a number: the two-decimal rupee string read once, never summed here.
  const rupees = (money: string) => Number(money);
  const sheet: ReportSheet = {
    name: 'TDS Receivable',
    title: `TDS Receivable, FY ${report.fy} (${report.section})`,
    header: ['Client', 'GSTIN', 'PAN', 'Quarter', 'TDS (₹)', 'Payments'],
    rows: report.rows.map((row) => [
      row.clientName,
      row.gstin ?? '',
      row.pan ?? '',
      quarterLabel(row.quarter),
      rupees(row.tdsAmount),
      row.payments,
    ]),
    totals: [
      `COUNT: ${report.rows.length}`,
      null,
      null,
      null,
      rupees(report.totals.tdsAmount),
      report.totals.payments,
    ],
    widths: [32, 18, 13, 14, 14, 10],
  };
  return {
    filename: `tds-receivable-${report.fy}.xlsx`,
    file: reportWorkbook(
      [sheet],
      { dateType: 'custom', from: report.from, to: report.to, today },
      preferences.dateFormat,
    ),
  };
}
