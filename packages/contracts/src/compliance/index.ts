// Statutory compliance: the yearly rules files, the obligations they give a client, period
// strings and titles, and the checks of PAN, TAN, GSTIN and acknowledgement numbers.
export * from './acknowledgement';
export * from './api';
export { appliesTo } from './applies-when';
export * from './calendar-text';
export type { DuePeriod } from './due-periods';
export * from './filings-api';
export { frequencyHistoryAfter } from './frequency-change';
export { nextPeriod } from './next-period';
export type { Obligation } from './obligations';
export { formPeriodLabel, obligationKey, obligationsBetween } from './obligations';
export type { ParsedPeriod, Quarter } from './periods';
export { financialYearLabel, financialYearOfPeriod, formatPeriod, parsePeriod, shiftPeriod } from './periods';
export * from './profile';
export * from './profile-body';
export * from './profile-labels';
export type { AppliesWhen, Authority, ComplianceRule, Due, PeriodKind, RulesFile } from './rule-schema';
export { AUTHORITIES, PERIOD_KINDS } from './rule-schema';
export { complianceFormCodes, RULE_YEARS, rulesForYear, rulesOfCode, rulesYearFor } from './rules';
export { complianceStatus, type ItemDates } from './status';
export {
  nextPeriodTitle,
  obligationTitle,
  PROVISIONAL_MARK,
  periodLabel,
  type TitleDetails,
  type YearWord,
} from './titles';
export * from './validation';
