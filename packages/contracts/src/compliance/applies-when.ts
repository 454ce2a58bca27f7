// Whether a rule applies to a client: its `appliesWhen` read against the compliance profile.
import type { ComplianceProfile } from './profile';
import type { AppliesWhen } from './rule-schema';

export function appliesTo(when: AppliesWhen, profile: ComplianceProfile): boolean {
  if ('always' in when) return true;
  if ('entityType' in when) return profile.entityType === when.entityType;
  // Returns are filed under a registration: a frequency left on a profile without a GSTIN, or
  // forms without a TAN, file nothing.
  if ('gstFrequency' in when) return profile.gstin !== null && profile.gstFrequency === when.gstFrequency;
  if ('tdsForms' in when) return profile.tan !== null && profile.tdsForms.includes(when.tdsForms);
  if ('advanceTax' in when) return profile.advanceTax === when.advanceTax;
  if ('flag' in when) return profile[when.flag];
  if ('present' in when) return (profile[when.present] ?? null) !== null;
  if ('not' in when) return !appliesTo(when.not, profile);
  if ('allOf' in when) return when.allOf.every((part) => appliesTo(part, profile));
  return when.anyOf.some((part) => appliesTo(part, profile));
}
