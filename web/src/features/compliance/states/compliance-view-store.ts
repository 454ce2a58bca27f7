// What the compliance screen is looking at: the calendar's month and filters, and the status
// board's form and year. Kept while moving between tabs and pages (client state only).
import { create } from 'zustand';
import { practiceToday } from '../../../lib/preferences/utils/practice-today';
import { type CalendarFilters, NO_FILTERS } from '../utils/calendar-query';
import { financialYearOf } from '../utils/form-options';

interface ComplianceViewState {
  month: string;
  filters: CalendarFilters;
  boardCode: string | null;
  boardYear: string | null;
  setMonth(month: string): void;
  setFilter(change: Partial<CalendarFilters>): void;
  clearFilters(): void;
  chooseBoard(change: { boardCode?: string | null; boardYear?: string | null }): void;
}

const today = () => practiceToday();

export const useComplianceViewStore = create<ComplianceViewState>((set) => ({
  month: today().slice(0, 7),
  filters: NO_FILTERS,
  boardCode: 'GSTR-3B',
  boardYear: financialYearOf(today()),
  setMonth: (month) => set({ month }),
  setFilter: (change) => set((s) => ({ filters: { ...s.filters, ...change } })),
  clearFilters: () => set({ filters: NO_FILTERS }),
  chooseBoard: (change) => set(change),
}));
