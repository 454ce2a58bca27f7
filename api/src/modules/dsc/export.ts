// The DSC register as an .xlsx workbook (the reports' workbook helper): the rows of the chosen
// view, each with its custody and whether its token is out now.
import { DSC_CUSTODY_LABELS, DSC_HOLDER_LABELS, type DscQuery } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { type ReportSheet, sheetsWorkbook } from '../reports/workbook';
import { listCertificates } from './list';

const VIEW_TITLES = { all: 'DSC Register', expiring: 'DSCs expiring in 30 days', expired: 'Expired DSCs' };

export async function exportDscRegister(ctx: ServiceContext, query: DscQuery) {
  const [rows, preferences, today] = await Promise.all([
    listCertificates(ctx, query),
    readPreferences(ctx),
    practiceToday(ctx),
  ]);
  const sheet: ReportSheet = {
    name: 'DSC Register',
    title: VIEW_TITLES[query.view],
    header: [
      'Client',
      'Holder',
      'Holder is',
      'Class',
      'Token serial',
      'Issued by',
      'Valid from',
      'Valid to',
      'Days left',
      'Custody',
      'Out with',
      'Notes',
    ],
    rows: rows.map((row) => {
      const out = row.movements.find((move) => move.returnedAt === null);
      return [
        row.clientName,
        row.holderName,
        DSC_HOLDER_LABELS[row.holderKind],
        row.certificateClass,
        row.tokenSerial,
        row.issuedBy,
        { date: row.validFrom },
        { date: row.validTo },
        row.daysLeft,
        DSC_CUSTODY_LABELS[row.custody],
        out ? out.takenBy : null,
        row.notes,
      ];
    }),
    totals: [`COUNT: ${rows.length}`],
    widths: [30, 24, 14, 10, 20, 24, 12, 12, 10, 12, 20, 40],
  };
  return {
    filename: `dsc-register-${query.view}-${today}.xlsx`,
    file: sheetsWorkbook([sheet], [['Exported on', { date: today }], []], preferences.dateFormat),
  };
}
