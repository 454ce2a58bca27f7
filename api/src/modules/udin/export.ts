// The UDIN register as an .xlsx workbook, written with the reports' workbook helper: every row the
// filters select (not only the page on screen).
import { UDIN_DOCUMENT_LABELS, UDIN_STATUS_LABELS, type UdinQuery } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceToday } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { type ReportSheet, sheetsWorkbook } from '../reports/workbook';
import { listUdinDocuments } from './list';

export async function exportUdinRegister(ctx: ServiceContext, query: UdinQuery) {
  const [list, preferences, today] = await Promise.all([
    listUdinDocuments(ctx, query, { all: true }),
    readPreferences(ctx),
    practiceToday(ctx),
  ]);
  const date = (value: string | null) => (value ? { date: value } : null);
  const sheet: ReportSheet = {
    name: 'UDIN Register',
    title: 'UDIN Register',
    header: [
      'Document type',
      'Client',
      'Signing member',
      'Membership no.',
      'Date of signing',
      'UDIN',
      'Date generated',
      'Window closes',
      'Status',
      'Linked task',
      'Notes',
    ],
    rows: list.documents.map((row) => [
      UDIN_DOCUMENT_LABELS[row.documentType],
      row.clientName,
      row.signerName,
      row.membershipNumber,
      date(row.signedOn),
      row.udin,
      date(row.generatedOn),
      date(row.windowClosesOn),
      UDIN_STATUS_LABELS[row.status],
      row.taskTitle,
      row.notes,
    ]),
    totals: [`COUNT: ${list.documents.length}`],
    widths: [18, 30, 24, 14, 14, 22, 14, 14, 11, 32, 40],
  };
  return {
    filename: `udin-register-${today}.xlsx`,
    file: sheetsWorkbook(
      [sheet],
      [['UDIN window', `${list.windowDays} days after signing`], ['Exported on', { date: today }], []],
      preferences.dateFormat,
    ),
  };
}
