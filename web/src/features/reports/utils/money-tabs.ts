// The money reports' tabs (Admin and Team Leader only), after the five time reports.
export const MONEY_REPORT_TABS = [
  { tab: 'receivables', label: 'Receivables' },
  { tab: 'profitability', label: 'Profitability' },
  { tab: 'wip', label: 'Work in progress' },
  { tab: 'realisation', label: 'Realisation' },
  { tab: 'tally', label: 'Tally export' },
] as const;
export type MoneyReportTab = (typeof MONEY_REPORT_TABS)[number]['tab'];

export function moneyTabOf(tab: string | undefined): MoneyReportTab | null {
  return MONEY_REPORT_TABS.find((t) => t.tab === tab)?.tab ?? null;
}
