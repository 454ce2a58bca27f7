// When a rule's periods fall due for one client: its declarative `due` turned into (period, due
// date) pairs. Dates that land on a Sunday or holiday stay as notified; the portals do not move them.
import dayjs from 'dayjs';
import { gstinStateCode } from '../gstin';
import { financialYearRange } from '../practice-usage';
import { appliesTo } from './applies-when';
import type { Quarter } from './periods';
import {
  financialYearLabel,
  financialYearStartOf,
  formatPeriod,
  isoDate,
  monthOfQuarter,
  quarterEnd,
  quarterOfMonth,
} from './periods';
import type { ComplianceDirector, ComplianceProfile } from './profile';
import type { ComplianceRule, Due } from './rule-schema';

export interface DuePeriod {
  period: string;
  dueDate: string;
  /** DIR-3 KYC only: the director the obligation belongs to. */
  director?: ComplianceDirector;
  /** Dated from an assumed fact (the latest lawful AGM date), not the profile's own. */
  provisional?: boolean;
}

const ISO = 'YYYY-MM-DD';
const QUARTERS: Quarter[] = [1, 2, 3, 4];

/** Every period of `rule` for `profile` whose due date falls in [from, to] (inclusive). */
export function duePeriodsBetween(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  from: string,
  to: string,
): DuePeriod[] {
  // Periods of the year before `from` can fall due inside it (March's TDS, last year's ITR).
  const firstYear = financialYearStartOf(from) - 1;
  const lastYear = financialYearStartOf(to);
  return candidates(rule, profile, firstYear, lastYear).filter((d) => d.dueDate >= from && d.dueDate <= to);
}

function candidates(
  rule: ComplianceRule,
  profile: ComplianceProfile,
  first: number,
  last: number,
): DuePeriod[] {
  const due: Due = rule.due;
  if ('dayOfNextMonth' in due) {
    return monthsOf(first, last)
      .filter(({ month }) => !rule.monthsOfQuarter || rule.monthsOfQuarter.includes(monthOfQuarter(month)))
      .map(({ year, month }) => {
        const monthEnd = dayjs(isoDate(year, month, 1))
          .endOf('month')
          .format(ISO);
        const override = due.monthOverrides?.[String(month).padStart(2, '0')];
        const dueDate = override ? firstAfter(monthEnd, override) : dayAfter(monthEnd, due.dayOfNextMonth);
        return { period: formatPeriod({ kind: 'month', year, month }), dueDate };
      });
  }
  if ('dayAfterQuarter' in due) return quarters(first, last, (end) => dayAfter(end, due.dayAfterQuarter));
  if ('dayAfterQuarterByState' in due) {
    const { groups, otherwiseDay } = due.dayAfterQuarterByState;
    const state = profile.gstin ? gstinStateCode(profile.gstin) : '';
    const day = groups.find((group) => group.stateCodes.includes(state))?.day ?? otherwiseDay;
    return quarters(first, last, (end) => dayAfter(end, day));
  }
  if ('byQuarter' in due) return quarters(first, last, (end, q) => firstAfter(end, due.byQuarter[q - 1]!));
  if ('instalments' in due) {
    return years(first, last).flatMap((startYear) =>
      due.instalments.map((monthDay) => {
        const dueDate = firstAfter(`${startYear}-03-31`, monthDay);
        const quarter = quarterOfMonth(Number(monthDay.slice(0, 2)));
        return { period: formatPeriod({ kind: 'quarter', startYear, quarter }), dueDate };
      }),
    );
  }
  if ('dayInYear' in due)
    return yearly(first, last, (startYear) => firstAfter(`${startYear}-03-31`, due.dayInYear));
  if ('afterYear' in due)
    return yearly(first, last, (startYear) => firstAfter(`${startYear + 1}-03-31`, due.afterYear));
  if ('afterYearByCase' in due) {
    const chosen = due.afterYearByCase.find((c) => !c.when || appliesTo(c.when, profile));
    if (!chosen) return [];
    return yearly(first, last, (startYear) => firstAfter(`${startYear + 1}-03-31`, chosen.date));
  }
  if ('afterAgmDays' in due) return agmPeriods(profile.agmDate, due, first, last);
  if ('afterAuditorAppointedDays' in due) {
    const appointed = profile.auditorAppointedOn ?? null;
    if (appointed === null) return [];
    const period = financialYearRange(appointed).label;
    return [{ period, dueDate: addDays(appointed, due.afterAuditorAppointedDays) }];
  }
  if ('afterDetailsChangedDays' in due) {
    return profile.directors.flatMap((director) => {
      const changed = director.detailsChangedOn ?? null;
      if (changed === null) return [];
      return [
        { period: changed.slice(0, 7), dueDate: addDays(changed, due.afterDetailsChangedDays), director },
      ];
    });
  }
  return profile.directors.flatMap((director) => kycDue(due.triennial, director, last + 1));
}

function addDays(date: string, days: number): string {
  return dayjs(date).add(days, 'day').format(ISO);
}

/**
 * The AGM adopts the accounts of the financial year that ended on the last 31 March before it. A
 * year whose AGM is not entered (each year without an AGM date, and those after the one entered)
 * is dated provisionally from the latest lawful AGM date, when the rule names one.
 */
function agmPeriods(
  agmDate: string | null,
  due: { afterAgmDays: number; withoutAgm?: string | undefined },
  first: number,
  last: number,
): DuePeriod[] {
  const adopted = agmDate === null ? null : financialYearStartOf(agmDate) - 1;
  const entered: DuePeriod[] =
    agmDate === null || adopted === null
      ? []
      : [{ period: financialYearLabel(adopted), dueDate: addDays(agmDate, due.afterAgmDays) }];
  const { withoutAgm } = due;
  if (withoutAgm === undefined) return entered;
  const provisional = years(first, last)
    .filter((startYear) => adopted === null || startYear > adopted)
    .map((startYear) => ({
      period: financialYearLabel(startYear),
      dueDate: addDays(firstAfter(`${startYear + 1}-03-31`, withoutAgm), due.afterAgmDays),
      provisional: true,
    }));
  return [...entered, ...provisional];
}

/**
 * A director's KYCs: by `date` of the year after every `everyYears` financial years counted from
 * the one of their last filing, never before the first `date` after the rule came into force
 * (`cycleStart`), which is also when a director who never filed owes one.
 */
function kycDue(
  cycle: { cycleStart: string; everyYears: number; date: string },
  director: ComplianceDirector,
  lastYear: number,
): DuePeriod[] {
  const earliest = firstAfter(cycle.cycleStart, cycle.date);
  const counted =
    director.lastKycFiledOn === null
      ? earliest
      : `${financialYearStartOf(director.lastKycFiledOn) + cycle.everyYears}-${cycle.date}`;
  const result: DuePeriod[] = [];
  let year = Number((counted > earliest ? counted : earliest).slice(0, 4));
  for (; year <= lastYear; year += cycle.everyYears) {
    const dueDate = `${year}-${cycle.date}`;
    result.push({ period: financialYearRange(dueDate).label, dueDate, director });
  }
  return result;
}

/** The first date with this MM-DD strictly after `after` (YYYY-MM-DD). */
function firstAfter(after: string, monthDay: string): string {
  const year = Number(after.slice(0, 4));
  const sameYear = `${year}-${monthDay}`;
  return sameYear > after ? sameYear : `${year + 1}-${monthDay}`;
}

/** Day `day` of the month after the one `end` falls in. */
function dayAfter(end: string, day: number): string {
  const next = dayjs(end).startOf('month').add(1, 'month');
  return isoDate(next.year(), next.month() + 1, day);
}

function years(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

function monthsOf(first: number, last: number): { year: number; month: number }[] {
  return years(first, last).flatMap((startYear) =>
    Array.from({ length: 12 }, (_, i) => ({
      year: i < 9 ? startYear : startYear + 1,
      month: ((i + 3) % 12) + 1,
    })),
  );
}

function quarters(
  first: number,
  last: number,
  dueOf: (end: string, quarter: Quarter) => string,
): DuePeriod[] {
  return years(first, last).flatMap((startYear) =>
    QUARTERS.map((quarter) => ({
      period: formatPeriod({ kind: 'quarter', startYear, quarter }),
      dueDate: dueOf(quarterEnd(startYear, quarter), quarter),
    })),
  );
}

function yearly(first: number, last: number, dueOf: (startYear: number) => string): DuePeriod[] {
  return years(first, last).map((startYear) => ({
    period: financialYearLabel(startYear),
    dueDate: dueOf(startYear),
  }));
}
