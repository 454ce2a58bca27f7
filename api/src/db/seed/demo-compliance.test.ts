// The demo profiles are fixed data: each one must pass the profile form's own checks.
import { ProfileBody } from '@practice-desk/contracts';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_CLIENTS, demoGstin } from './demo-clients';
import { DEMO_PROFILES } from './demo-compliance';

describe('demo compliance profiles', () => {
  it('gives every demo client a profile that the profile checks accept, GSTIN and PAN agreeing', () => {
    expect(DEMO_PROFILES.map((p) => p.client).sort()).toEqual(DEMO_CLIENTS.map((c) => c.name).sort());
    for (const { client, profile } of DEMO_PROFILES) {
      const details = DEMO_CLIENTS.find((c) => c.name === client);
      const gstin = details?.pan ? demoGstin(details.stateCode, details.pan) : null;
      const result = v.safeParse(ProfileBody, { ...profile, gstin });
      expect(result.issues?.map((i) => `${client}: ${v.getDotPath(i)} ${i.message}`) ?? []).toEqual([]);
    }
  });

  it('covers the kinds of client a practice has', () => {
    const profiles = DEMO_PROFILES.map((p) => p.profile);
    const kinds = new Set(profiles.map((p) => p.entityType));
    for (const kind of ['company', 'llp', 'trust', 'individual', 'aop']) expect(kinds).toContain(kind);
    const frequencies = new Set(profiles.map((p) => p.gstFrequency));
    for (const frequency of ['monthly', 'quarterly', 'composition', null])
      expect(frequencies).toContain(frequency);
    expect(profiles.filter((p) => p.agmDate && p.directors.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(profiles.some((p) => p.tdsForms.includes('24Q'))).toBe(true);
    expect(profiles.some((p) => p.tdsForms.includes('26Q'))).toBe(true);
    expect(profiles.some((p) => p.entityType === 'individual' && p.businessIncome && !p.gstFrequency)).toBe(
      true,
    );
  });
});
