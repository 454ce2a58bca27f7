import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from '../states';
import { RULE_YEARS, rulesForYear, rulesOfCode, rulesYearFor } from './rules';

const rules = rulesForYear('2026-27').rules;

describe('rules file 2026-27', () => {
  it('holds every row of the table', () => {
    expect(rules.map((r) => r.code)).toEqual([
      'GSTR-1',
      'GSTR-1',
      'GSTR-3B',
      'GSTR-3B',
      'PMT-06',
      'IFF',
      'CMP-08',
      'GSTR-4',
      'GSTR-9',
      'GSTR-9C',
      'TDS-PAYMENT',
      'TCS-PAYMENT',
      '24Q',
      '26Q',
      '27Q',
      '27EQ',
      'FORM-16',
      'FORM-16A',
      'FORM-27D',
      'ADVANCE-TAX',
      'ADVANCE-TAX',
      'ITR',
      'TAX-AUDIT',
      'FORM-3CEB',
      'ADT-1',
      'AOC-4',
      'MGT-7',
      'DPT-3',
      'LLP-11',
      'LLP-8',
      'DIR-3-KYC',
      'DIR-3-KYC-CHANGE',
    ]);
  });

  it('names a source for every rule', () => {
    for (const rule of rules) expect(rule.source.length).toBeGreaterThan(20);
  });

  it('lists for the 22nd every GST state code of the states the table names, and no other state', () => {
    const [rule] = rulesOfCode('GSTR-3B', '2026-27').filter((r) => r.period === 'quarter');
    if (!rule || !('dayAfterQuarterByState' in rule.due)) throw new Error('quarterly GSTR-3B rule missing');
    const [group] = rule.due.dayAfterQuarterByState.groups;
    expect(group?.day).toBe(22);
    const namedCodes = INDIAN_STATES.filter((s) => group?.states.includes(s.name)).map((s) => s.code);
    expect(namedCodes).toHaveLength(group?.states.length ?? 0);
    // 25 and 28: Daman and Diu before the merger, Andhra Pradesh before division (GSTINs issued
    // then keep those codes; the table names today's states).
    const formerCodes = ['25', '28'];
    const otherCodes = INDIAN_STATES.filter(
      (s) => !group?.states.includes(s.name) && !formerCodes.includes(s.code),
    ).map((s) => s.code);
    expect([...(group?.stateCodes ?? [])].sort()).toEqual([...namedCodes, ...formerCodes].sort());
    for (const code of otherCodes) expect(group?.stateCodes).not.toContain(code);
  });

  it('shows the TDS and TCS statements under their Income-tax Rules 2026 numbers', () => {
    const names = Object.fromEntries(rules.map((r) => [r.code, r.name]));
    expect(names).toMatchObject({
      '24Q': 'Form 138',
      '26Q': 'Form 140',
      '27Q': 'Form 144',
      '27EQ': 'Form 143',
    });
  });

  it('shows certificates, the tax audit report and the transfer-pricing report under their 2026 numbers', () => {
    const renamed = Object.fromEntries(rules.map((r) => [r.code, [r.name, r.earlierName?.name]]));
    expect(renamed).toMatchObject({
      'FORM-16': ['Form 130', 'Form 16'],
      'FORM-16A': ['Form 131', 'Form 16A'],
      'FORM-27D': ['Form 133', 'Form 27D'],
      'TAX-AUDIT': ['Form 26', 'Form 3CA/3CB/3CD'],
      'FORM-3CEB': ['Form 48', 'Form 3CEB'],
    });
  });
});

describe('which file governs a year', () => {
  it('uses a year’s own file, else the latest before it, else the earliest', () => {
    expect(RULE_YEARS).toContain('2026-27');
    expect(rulesForYear('2026-27').financialYear).toBe('2026-27');
    expect(rulesForYear('2030-31').financialYear).toBe(RULE_YEARS.at(-1));
    expect(rulesForYear('2020-21').financialYear).toBe(RULE_YEARS[0]);
  });
  it('reads a due date’s financial year, April to March', () => {
    expect(rulesYearFor('2026-04-01')).toBe('2026-27');
    expect(rulesYearFor('2027-03-31')).toBe('2026-27');
  });
});
