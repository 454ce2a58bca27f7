// The periods the GST returns screen offers: the last months (or QRMP quarters), newest first,
// labelled as the return names them.
import { gstr1Period, gstr1PeriodOf } from '@practice-desk/contracts';

export function gstPeriodOptions(today: string, quarterly: boolean, count = quarterly ? 8 : 18) {
  const options: { value: string; label: string }[] = [];
  let [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const step = quarterly ? 3 : 1;
  while (options.length < count) {
    const date = `${year}-${String(month).padStart(2, '0')}-01`;
    const value = gstr1PeriodOf(date, quarterly ? 'quarter' : 'month');
    options.push({ value, label: gstr1Period(value)?.label ?? value });
    month -= step;
    if (month < 1) {
      month += 12;
      year -= 1;
    }
  }
  return options;
}
