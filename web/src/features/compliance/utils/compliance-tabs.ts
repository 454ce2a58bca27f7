// The compliance screen's tabs, in the address (/compliance/{tab}); an unknown tab is the calendar.
export const COMPLIANCE_TABS = [
  { tab: 'calendar', label: 'Calendar' },
  { tab: 'board', label: 'Status board' },
  { tab: 'extensions', label: 'Extensions' },
] as const;
export type ComplianceTab = (typeof COMPLIANCE_TABS)[number]['tab'];

export function complianceTabOf(tab: string | undefined): ComplianceTab {
  return COMPLIANCE_TABS.find((t) => t.tab === tab)?.tab ?? 'calendar';
}
