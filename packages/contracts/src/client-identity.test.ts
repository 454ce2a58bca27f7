import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CLIENT_IDENTITY_MESSAGES, isCinOrLlpin } from './client-identity';
import { ClientBody, UpdateClientBody } from './clients';
import { PROFILE_MESSAGES, ProfileBody } from './compliance/profile-body';
import { gstinFor } from './compliance/test-profile';

const PAN = 'AAGCS4821K';
const issues = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => ({ field: v.getDotPath(i), message: i.message }));
};

describe("a client's identity numbers", () => {
  it('takes a CIN of 21 characters and an LLPIN like AAA-1234, nothing else', () => {
    expect(isCinOrLlpin('U74999MH2015PTC123456')).toBe(true);
    expect(isCinOrLlpin('L17110MH1973PLC019786')).toBe(true);
    expect(isCinOrLlpin('AAB-1234')).toBe(true);
    for (const bad of [
      'U74999MH2015PTC12345',
      'A74999MH2015PTC123456',
      'U7499MMH2015PTC123456',
      'AB-1234',
      'AAB1234',
    ])
      expect(isCinOrLlpin(bad), bad).toBe(false);
    expect(issues(ClientBody, { name: 'A', address: 'B', cin: 'U123' })).toEqual([
      { field: 'cin', message: CLIENT_IDENTITY_MESSAGES.cinFormat },
    ]);
  });

  it('refuses a PAN that is not inside the GST number, under the PAN', () => {
    const gst = gstinFor('27', PAN);
    expect(issues(ClientBody, { name: 'A', address: 'B', gst, pan: PAN.toLowerCase() })).toEqual([]);
    expect(issues(ClientBody, { name: 'A', address: 'B', gst, pan: 'AAHCM9034R' })).toEqual([
      { field: 'pan', message: CLIENT_IDENTITY_MESSAGES.panGstinMismatch },
    ]);
    expect(issues(UpdateClientBody, { gst, pan: 'AAHCM9034R' })).toEqual([
      { field: 'pan', message: CLIENT_IDENTITY_MESSAGES.panGstinMismatch },
    ]);
  });

  it("fills a compliance profile's empty PAN from its GSTIN, and asks for one without a GSTIN", () => {
    const filled = v.parse(ProfileBody, {
      entityType: 'company',
      pan: '',
      gstin: gstinFor('27', PAN),
      gstFrequency: 'monthly',
    });
    expect(filled.pan).toBe(PAN);
    expect(issues(ProfileBody, { entityType: 'company', pan: '' })).toEqual([
      { field: 'pan', message: PROFILE_MESSAGES.panRequired },
    ]);
  });
});
