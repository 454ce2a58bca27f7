// A change of GST return frequency, as the law lets it take effect: the QRMP option is exercised
// for whole quarters (CGST Rules r.61A(1)), so a switch saved during a quarter governs the periods
// from the next quarter on; the periods until then keep the frequency in force (issue 34).
import dayjs from 'dayjs';
import { financialYearStartOf, quarterEnd, quarterOfMonth } from './periods';
import type { GstFrequency, GstFrequencySpell } from './profile';

interface FrequencyFacts {
  gstFrequency: GstFrequency | null;
  gstFrequencyHistory?: GstFrequencySpell[] | undefined;
}

/** The last day of the quarter `date` (YYYY-MM-DD) falls in. */
function endOfQuarter(date: string): string {
  return quarterEnd(financialYearStartOf(date), quarterOfMonth(dayjs(date).month() + 1));
}

/**
 * The history to store when a profile's frequency goes from `before` to `next` on `today`. A change
 * not yet in force (saved earlier in this quarter) is replaced; a change back to the frequency in
 * force cancels it. Registering or cancelling a GSTIN (a frequency to or from none) starts or ends
 * returns at once, so it leaves the history as it is.
 */
export function frequencyHistoryAfter(
  before: FrequencyFacts | null,
  next: GstFrequency | null,
  today: string,
): GstFrequencySpell[] {
  const history = before?.gstFrequencyHistory ?? [];
  if (!before || before.gstFrequency === next) return history;
  if (before.gstFrequency === null || next === null) return history;
  const ended = history.filter((spell) => spell.until < today);
  const inForce = history.find((spell) => spell.until >= today)?.frequency ?? before.gstFrequency;
  if (inForce === next) return ended;
  return [...ended, { frequency: inForce, until: endOfQuarter(today) }];
}
