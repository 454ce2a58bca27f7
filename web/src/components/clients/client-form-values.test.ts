import { ProfileBody } from '@practice-desk/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  type ClientFormValues,
  EMPTY_CLIENT,
  toProfileBody,
  validateClientForm,
  withLoadedRecord,
} from './client-form-values';

const company: ClientFormValues = {
  ...EMPTY_CLIENT,
  name: 'Acme Pvt Ltd',
  pan: 'AAACA1234A',
  compliance: {
    ...EMPTY_CLIENT.compliance,
    entityType: 'company',
    gstFrequency: 'monthly',
    gstAnnualReturn: true,
    tdsForms: ['24Q'],
    agmDate: '2026-09-30',
    auditorAppointedOn: '2026-09-30',
    directors: [{ name: 'Asha Rao', din: '01234567', lastKycFiledOn: '', detailsChangedOn: '2026-11-02' }],
  },
};

describe('the client form’s compliance profile as sent', () => {
  it('is nothing for a client whose dates are not tracked (no entity type)', () => {
    expect(toProfileBody(EMPTY_CLIENT)).toBeNull();
    expect(validateClientForm({ ...EMPTY_CLIENT, name: 'Walk-in', address: 'MG Road, Pune' })).toEqual({});
  });

  it('is a body the contract accepts, hidden fields sent empty', () => {
    const body = toProfileBody(company);
    expect(body).toMatchObject({
      entityType: 'company',
      gstin: null,
      gstFrequency: null,
      gstAnnualReturn: false,
      tan: null,
      tdsForms: [],
      agmDate: '2026-09-30',
      auditorAppointedOn: '2026-09-30',
      directors: [
        { name: 'Asha Rao', din: '01234567', lastKycFiledOn: null, detailsChangedOn: '2026-11-02' },
      ],
    });
    expect(v.safeParse(ProfileBody, body).success).toBe(true);
  });

  it('sends no AGM date or auditor appointment for an entity other than a company', () => {
    expect(
      toProfileBody({ ...company, compliance: { ...company.compliance, entityType: 'llp' } }),
    ).toMatchObject({ entityType: 'llp', agmDate: null, auditorAppointedOn: null });
  });
});

describe('a client’s record arriving while the person types in its details', () => {
  const shown: ClientFormValues = { ...EMPTY_CLIENT, name: 'Wagh Engineering Works', address: 'Bhosari' };
  const loaded: ClientFormValues = { ...company, name: 'Wagh Engineering Works', address: 'Bhosari, Pune' };

  it('keeps what was typed and takes the rest from the record', () => {
    const now = { ...shown, phone: '+91 20 2712 0000', gst: '' };
    const merged = withLoadedRecord(now, shown, loaded);
    expect(merged.phone).toBe('+91 20 2712 0000');
    expect(merged.address).toBe('Bhosari, Pune');
    expect(merged.compliance).toEqual(company.compliance);
  });

  it('keeps a field the person emptied, and a switch they turned', () => {
    const withPan = { ...shown, pan: 'AAACA1234A', isActive: true };
    const now = { ...withPan, pan: '', isActive: false };
    const merged = withLoadedRecord(now, withPan, { ...loaded, pan: 'AAACA1234A', isActive: true });
    expect(merged.pan).toBe('');
    expect(merged.isActive).toBe(false);
  });

  it('is the record itself when nothing was typed', () => {
    expect(withLoadedRecord(shown, shown, loaded)).toEqual(loaded);
  });
});
