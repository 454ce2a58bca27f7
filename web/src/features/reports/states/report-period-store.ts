// The period the reports screen shows: a date chip, and the two dates of a custom range. Kept
// while moving between report tabs (client state only; the server computes the dates).
import type { ReportDateType } from '@practice-desk/contracts';
import { create } from 'zustand';

interface ReportPeriodState {
  dateType: ReportDateType;
  fromDate: string;
  toDate: string;
  choose(dateType: ReportDateType): void;
  setRange(range: { fromDate?: string; toDate?: string }): void;
}

export const useReportPeriodStore = create<ReportPeriodState>((set) => ({
  dateType: 'this-month',
  fromDate: '',
  toDate: '',
  choose: (dateType) => set({ dateType }),
  setRange: (range) => set(range),
}));
