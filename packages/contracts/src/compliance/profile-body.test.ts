import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { PROFILE_MESSAGES, ProfileBody } from './profile-body';
import { gstinFor } from './test-profile';

const errors = (input: unknown) => {
  const result = v.safeParse(ProfileBody, input);
  return result.success ? [] : result.issues.map((i) => ({ field: v.getDotPath(i), message: i.message }));
};

describe('the compliance profile body', () => {
  it('fills what is left out and tidies what is given', () => {
    const result = v.parse(ProfileBody, {
      entityType: 'company',
      pan: ' aagcs4821k ',
      gstin: gstinFor('27', 'AAGCS4821K').toLowerCase(),
      gstFrequency: 'monthly',
      tan: 'puns12345e',
      tdsForms: ['26Q', '24Q', '26Q'],
    });
    expect(result).toMatchObject({
      pan: 'AAGCS4821K',
      gstin: gstinFor('27', 'AAGCS4821K'),
      tan: 'PUNS12345E',
      tdsForms: ['24Q', '26Q'],
      advanceTax: 'none',
      taxAudit: false,
      agmDate: null,
      directors: [],
      contacts: [],
      defaultAssigneeId: null,
    });
  });

  it('reports every problem at once, field checks and checks between fields alike', () => {
    expect(
      errors({
        entityType: 'company',
        pan: 'ABCPK1234E',
        gstin: null,
        gstFrequency: 'monthly',
        tdsForms: ['26Q'],
        contacts: [{ name: 'Ravi', email: 'not-an-email', primary: true }],
        directors: [{ name: 'A', din: '123' }],
      }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'pan', message: 'The 4th letter of the PAN of a company is C' },
        { field: 'gstFrequency', message: PROFILE_MESSAGES.gstFrequencyNeedsGstin },
        { field: 'tdsForms', message: PROFILE_MESSAGES.tdsFormsNeedTan },
        { field: 'contacts.0.email', message: VALIDATION.invalidEmail },
        { field: 'directors.0.din', message: PROFILE_MESSAGES.dinFormat },
      ]),
    );
  });

  it('wants one primary contact with an e-mail, and a DIN listed once', () => {
    const base = { entityType: 'company', pan: 'AAGCS4821K' };
    expect(errors({ ...base, contacts: [{ name: 'A' }, { name: 'B' }] })).toEqual([
      { field: 'contacts', message: PROFILE_MESSAGES.onePrimary },
    ]);
    expect(errors({ ...base, contacts: [{ name: 'A', primary: true }] })).toEqual([
      { field: 'contacts.0.email', message: PROFILE_MESSAGES.primaryEmail },
    ]);
    const two = [
      { name: 'A', din: '01234567' },
      { name: 'B', din: '01234567' },
    ];
    expect(errors({ ...base, directors: two })).toEqual([
      { field: 'directors.1.din', message: PROFILE_MESSAGES.dinRepeated },
    ]);
  });
});
