import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  customRangeProblem,
  estimateVariance,
  periodBounds,
  REPORT_MESSAGES,
  ReportExportParams,
  ReportExportQuery,
  ReportQuery,
  reportTabOf,
} from './reports';

const today = '2026-11-18'; // a Wednesday

describe('report periods', () => {
  it('leaves All Time open on both sides', () => {
    expect(periodBounds('all-time', today)).toEqual({ from: null, to: null });
  });

  it('gives today and yesterday as single days, across a month boundary too', () => {
    expect(periodBounds('today', today)).toEqual({ from: today, to: today });
    expect(periodBounds('yesterday', today)).toEqual({ from: '2026-11-17', to: '2026-11-17' });
    expect(periodBounds('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('starts weeks on Monday: this week and the previous Monday to Sunday', () => {
    expect(periodBounds('this-week', today)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodBounds('past-week', today)).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    // On a Sunday the week is still the one that began six days earlier.
    expect(periodBounds('this-week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodBounds('past-week', '2026-11-16')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('takes this month and the previous calendar month whole', () => {
    expect(periodBounds('this-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodBounds('past-month', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(periodBounds('past-month', '2026-03-31')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(periodBounds('past-month', '2026-01-10')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
  });

  it('takes this year as the calendar year', () => {
    expect(periodBounds('this-year', today)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('takes a custom range as given', () => {
    expect(periodBounds('custom', today, '2026-10-05', '2026-10-09')).toEqual({
      from: '2026-10-05',
      to: '2026-10-09',
    });
  });
});

describe('report query', () => {
  const parse = (query: Record<string, string>) => v.safeParse(ReportQuery, query);
  const message = (query: Record<string, string>) => {
    const result = parse(query);
    return result.success ? null : result.issues[0]?.message;
  };

  it('defaults to All Time and ignores dates for a preset', () => {
    expect(v.parse(ReportQuery, {})).toEqual({ dateType: 'all-time', approvedOnly: 'false' });
    expect(parse({ dateType: 'this-month', fromDate: '2026-12-01', toDate: '2026-01-01' }).success).toBe(
      true,
    );
  });

  it('refuses an unknown date type with the list of known ones', () => {
    expect(message({ dateType: 'last-decade' })).toBe(REPORT_MESSAGES.badDateType);
    expect(REPORT_MESSAGES.badDateType).toContain('past-month');
  });

  it('needs both dates for a custom range, from on or before to', () => {
    expect(message({ dateType: 'custom', fromDate: '2026-11-01' })).toBe(REPORT_MESSAGES.customNeedsDates);
    expect(message({ dateType: 'custom', fromDate: '2026-11-10', toDate: '2026-11-01' })).toBe(
      REPORT_MESSAGES.fromAfterTo,
    );
    expect(parse({ dateType: 'custom', fromDate: '2026-11-01', toDate: '2026-11-01' }).success).toBe(true);
  });

  it('refuses dates that do not exist', () => {
    expect(message({ dateType: 'custom', fromDate: '2026-02-30', toDate: '2026-03-01' })).toBe(
      REPORT_MESSAGES.badDate,
    );
    expect(message({ dateType: 'custom', fromDate: '01/11/2026', toDate: '2026-11-02' })).toBe(
      REPORT_MESSAGES.badDate,
    );
  });

  it('gives the same rules to the export, with format excel', () => {
    expect(v.parse(ReportExportQuery, { dateType: 'today' })).toEqual({
      dateType: 'today',
      approvedOnly: 'false',
      format: 'excel',
    });
    const bad = v.safeParse(ReportExportQuery, {
      dateType: 'custom',
      fromDate: '2026-11-10',
      toDate: '2026-11-01',
    });
    expect(bad.success ? null : bad.issues[0]?.message).toBe(REPORT_MESSAGES.fromAfterTo);
    expect(v.safeParse(ReportExportQuery, { format: 'pdf' }).success).toBe(false);
  });

  it('names the problem with a custom range for the screen', () => {
    expect(customRangeProblem({ dateType: 'custom', fromDate: '2026-11-02' })).toBe(
      REPORT_MESSAGES.customNeedsDates,
    );
    expect(customRangeProblem({ dateType: 'today' })).toBeNull();
  });
});

describe('report tabs and ids', () => {
  it('shows Day End for an unknown or missing tab', () => {
    expect(reportTabOf(undefined).report).toBe('day-end');
    expect(reportTabOf('nope').label).toBe('Day End Report');
    expect(reportTabOf('subtasks').report).toBe('sub-tasks');
  });

  it('accepts the tab name subtasks as the export id of the sub-tasks report', () => {
    expect(v.parse(ReportExportParams, { reportId: 'subtasks' })).toEqual({ reportId: 'sub-tasks' });
    expect(v.safeParse(ReportExportParams, { reportId: 'invoices' }).success).toBe(false);
  });

  it('counts time over the estimate as positive variance', () => {
    expect(estimateVariance(60, 90)).toBe(30);
    expect(estimateVariance(60, 45)).toBe(-15);
  });
});
