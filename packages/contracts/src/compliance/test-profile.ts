// Test factory: a compliance profile with nothing registered, and GSTINs with a correct check digit.
import { gstinCheckChar } from '../gstin';
import type { ComplianceProfile } from './profile';

export function profileWith(overrides: Partial<ComplianceProfile> = {}): ComplianceProfile {
  return {
    entityType: 'individual',
    pan: 'ABCPK1234E',
    gstin: null,
    gstFrequency: null,
    gstAnnualReturn: false,
    gstReconciliation: false,
    tan: null,
    tdsForms: [],
    advanceTax: 'none',
    taxAudit: false,
    transferPricing: false,
    businessIncome: false,
    agmDate: null,
    dpt3: false,
    directors: [],
    contacts: [],
    ...overrides,
  };
}

/** A valid GSTIN of a state for a PAN (entity number 1). */
export function gstinFor(stateCode: string, pan: string): string {
  const first14 = `${stateCode}${pan}1Z`;
  return `${first14}${gstinCheckChar(first14)}`;
}
