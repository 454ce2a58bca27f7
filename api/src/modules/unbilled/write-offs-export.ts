// The write-offs register as an .xlsx: every written-off task the caller may see, newest first,
// with its reason, who wrote it off and the amount that was not billed (kept for the partners).
import { moneyOf, paiseOf, todayIn } from '@practice-desk/contracts';
import type { ServiceContext } from '../../lib/context';
import { practiceTimeZone } from '../../lib/practice-time';
import { readPreferences } from '../config/preferences';
import { reportWorkbook } from '../reports/workbook';
import { listWriteOffs } from './draft';

/** A number cell in rupees, read from the one money conversion (never paise / 100). */
const rupees = (paise: number) => Number(moneyOf(paise));

const HEADER = ['Written off on', 'Client', 'Task', 'Sub-task', 'Reason', 'Amount not billed (₹)', 'By'];

export async function writeOffsWorkbook(ctx: ServiceContext): Promise<{ filename: string; file: Buffer }> {
  const [writeOffs, preferences, timeZone] = await Promise.all([
    listWriteOffs(ctx),
    readPreferences(ctx),
    practiceTimeZone(ctx),
  ]);
  const today = todayIn(timeZone);
  let totalPaise = 0;
  const rows = writeOffs.map((w) => {
    const paise = w.suggestedAmount === null ? null : paiseOf(w.suggestedAmount);
    totalPaise += paise ?? 0;
    return [
      { date: todayIn(timeZone, new Date(w.writtenOffAt)) },
      w.client?.name ?? '',
      w.task,
      w.subTask,
      w.reason,
      paise === null ? null : rupees(paise),
      w.writtenOffBy?.name ?? '',
    ];
  });
  const file = reportWorkbook(
    [
      {
        name: 'Write-offs',
        title: 'Write-offs',
        header: HEADER,
        rows,
        totals: ['Total', '', '', '', `${writeOffs.length} tasks`, rupees(totalPaise), ''],
        widths: [16, 30, 28, 24, 40, 20, 20],
      },
    ],
    { dateType: 'all-time', from: null, to: null, today },
    preferences.dateFormat,
  );
  return { filename: `write-offs-${today}.xlsx`, file };
}
