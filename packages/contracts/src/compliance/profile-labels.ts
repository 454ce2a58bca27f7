// How the profile's choices read on the client form and in the client list's spreadsheet columns.
import type { AdvanceTaxMode, EntityType, GstFrequency } from './profile';

export const ENTITY_TYPE_LABELS: Record<EntityType, string> = {
  individual: 'Individual',
  huf: 'HUF',
  firm: 'Firm',
  llp: 'LLP',
  company: 'Company',
  trust: 'Trust',
  aop: 'AOP',
};

export const GST_FREQUENCY_LABELS: Record<GstFrequency, string> = {
  monthly: 'Monthly',
  quarterly: 'Quarterly (QRMP)',
  composition: 'Composition',
};

export const ADVANCE_TAX_LABELS: Record<AdvanceTaxMode, string> = {
  none: 'None',
  regular: 'Regular',
  presumptive: 'Presumptive',
};
