// The period the reports screen shows: a date chip, the two dates of a custom range, and whether
// only approved days' time counts. Kept
// while moving between report tabs (client state only; the server computes the dates).
import type { ReportDateType } from '@practice-desk/contracts';
import { create } from 'zustand';

interface ReportPeriodState {
  dateType: ReportDateType;
  fromDate: string;
  toDate: string;
  /** Count only time on days their leader approved. */
  approvedOnly: boolean;
  choose(dateType: ReportDateType): void;
  setRange(range: { fromDate?: string; toDate?: string }): void;
  setApprovedOnly(approvedOnly: boolean): void;
}

export const useReportPeriodStore = create<ReportPeriodState>((set) => ({
  dateType: 'this-month',
  fromDate: '',
  toDate: '',
  approvedOnly: false,
  choose: (dateType) => set({ dateType }),
  setRange: (range) => set(range),
  setApprovedOnly: (approvedOnly) => set({ approvedOnly }),
}));
