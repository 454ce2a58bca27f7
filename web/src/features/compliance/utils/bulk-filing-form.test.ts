import { COMPLIANCE_MESSAGES } from '@practice-desk/contracts';
import { describe, expect, it } from 'vitest';
import { bulkFilings, bulkProblems, emptyBulk, onFields } from './bulk-filing-form';

const today = '2026-11-20';
const targets = [
  { itemId: 'a', code: 'GSTR-3B', title: 'GSTR-3B – Oct 2026', clientName: 'A', dueDate: '2026-11-20' },
  { itemId: 'b', code: 'MGT-7', title: 'MGT-7 – FY 2025-26', clientName: 'B', dueDate: '2026-11-29' },
];

describe('the bulk filing dialog', () => {
  it('sends one date for all while "same date for all" is on, else each row its own', () => {
    const values = emptyBulk(2, today);
    values.filedOn = '2026-11-10';
    values.rows = [
      { arn: ' AA271126000001X ', filedOn: '2026-11-01' },
      { arn: 'AB1234567', filedOn: '2026-11-02' },
    ];
    expect(bulkFilings(targets, values).map((f) => f.filedOn)).toEqual(['2026-11-10', '2026-11-10']);
    expect(bulkFilings(targets, { ...values, sameDate: false })).toEqual([
      { itemId: 'a', arn: 'AA271126000001X', filedOn: '2026-11-01' },
      { itemId: 'b', arn: 'AB1234567', filedOn: '2026-11-02' },
    ]);
  });

  it('names each row’s problem by the form’s own acknowledgement', () => {
    const values = emptyBulk(2, today);
    values.rows[0] = { arn: 'AA27', filedOn: today };
    expect(bulkProblems(targets, values, today)).toEqual({
      'rows.0.arn': COMPLIANCE_MESSAGES.gstArn,
      'rows.1.arn': 'Enter the SRN',
    });
  });

  it('puts the server’s refusals on the fields, a date on the shared date while there is one', () => {
    const server = {
      'filings.1.filedOn': 'MGT-7 – FY 2025-26 for B: The filing date cannot be after today',
      'filings.0.itemId': 'GSTR-3B – Oct 2026 for A: already filed',
    };
    expect(onFields(server, true)).toEqual({
      filedOn: server['filings.1.filedOn'],
      'rows.0.itemId': server['filings.0.itemId'],
    });
    expect(onFields(server, false)).toEqual({
      'rows.1.filedOn': server['filings.1.filedOn'],
      'rows.0.itemId': server['filings.0.itemId'],
    });
  });
});
